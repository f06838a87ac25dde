/** Where the drawing sits in its viewport: `translate(x, y) scale(scale)`, origin top left. */
export interface View {
  x: number;
  y: number;
  scale: number;
}

export interface Size {
  width: number;
  height: number;
}

const minScale = 0.1;
export const maxScale = 4;
/** One press of + or −, or one wheel notch. */
export const zoomStep = 1.25;
/** One arrow key press, in screen pixels. */
const panStep = 60;
const fitMargin = 16;

const clampScale = (scale: number): number => Math.min(maxScale, Math.max(minScale, scale));

/** The whole drawing, centred, never enlarged beyond 100 % (small charts stay readable). */
export const fitView = (viewport: Size, content: Size): View => {
  if (content.width <= 0 || content.height <= 0) return { x: 0, y: 0, scale: 1 };
  const scale = clampScale(
    Math.min(
      (viewport.width - 2 * fitMargin) / content.width,
      (viewport.height - 2 * fitMargin) / content.height,
      1,
    ),
  );
  return {
    scale,
    x: (viewport.width - content.width * scale) / 2,
    y: (viewport.height - content.height * scale) / 2,
  };
};

/** Below this scale the labels cannot be read: a large chart opens at it, from its top. */
export const readableScale = 0.6;

/**
 * How a chart opens: whole when it fits at a readable scale, else at {@link readableScale}
 * from its top (the root and its initial state), centred across when it fits across.
 */
export const openingView = (viewport: Size, content: Size): View => {
  const fit = fitView(viewport, content);
  if (fit.scale >= readableScale) return fit;
  const width = content.width * readableScale;
  return {
    scale: readableScale,
    x: width <= viewport.width ? (viewport.width - width) / 2 : fitMargin,
    y: fitMargin,
  };
};

/** Zooms by `factor` keeping the drawing point under `at` (viewport pixels) where it is. */
export const zoomAt = (view: View, factor: number, at: { x: number; y: number }): View => {
  const scale = clampScale(view.scale * factor);
  const applied = scale / view.scale;
  return { scale, x: at.x - (at.x - view.x) * applied, y: at.y - (at.y - view.y) * applied };
};

export const panBy = (view: View, dx: number, dy: number): View => ({
  ...view,
  x: view.x + dx,
  y: view.y + dy,
});

/** Pans so that a box of the drawing (its own coordinates) is in the middle of the viewport. */
export const centreOn = (
  view: View,
  viewport: Size,
  box: { x: number; y: number; width: number; height: number },
): View => ({
  ...view,
  x: viewport.width / 2 - (box.x + box.width / 2) * view.scale,
  y: viewport.height / 2 - (box.y + box.height / 2) * view.scale,
});

/** Pans to a box only when part of it is out of sight, so following a replay does not jitter. */
export const revealBox = (
  view: View,
  viewport: Size,
  box: { x: number; y: number; width: number; height: number },
): View => {
  const left = view.x + box.x * view.scale;
  const top = view.y + box.y * view.scale;
  const inside =
    left >= 0 &&
    top >= 0 &&
    left + box.width * view.scale <= viewport.width &&
    top + box.height * view.scale <= viewport.height;
  return inside ? view : centreOn(view, viewport, box);
};

/**
 * The view after a key press on the focused viewport: `+`/`=` zoom in, `-` out, `0` fits, arrows
 * pan. `null` for any other key, so the event goes on (Tab keeps moving focus).
 */
export const viewAfterKey = (
  key: string,
  view: View,
  viewport: Size,
  content: Size,
): View | null => {
  const centre = { x: viewport.width / 2, y: viewport.height / 2 };
  switch (key) {
    case '+':
    case '=':
      return zoomAt(view, zoomStep, centre);
    case '-':
    case '_':
      return zoomAt(view, 1 / zoomStep, centre);
    case '0':
      return fitView(viewport, content);
    case 'ArrowLeft':
      return panBy(view, panStep, 0);
    case 'ArrowRight':
      return panBy(view, -panStep, 0);
    case 'ArrowUp':
      return panBy(view, 0, panStep);
    case 'ArrowDown':
      return panBy(view, 0, -panStep);
    default:
      return null;
  }
};
