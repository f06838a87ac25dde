import type { KeyboardEvent, PointerEvent, ReactNode, WheelEvent } from 'react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  centreOn,
  fitView,
  openingView,
  panBy,
  revealBox,
  viewAfterKey,
  zoomAt,
  zoomStep,
  type Size,
  type View,
} from '../lib/pan-zoom.ts';
import styles from './pan-zoom.module.css';

interface PanZoomProps {
  /** Accessible name of the viewport. */
  label: string;
  content: Size;
  /** A box of the drawing to centre when it changes (a deep-linked selection). */
  focusBox?: Box | null;
  /** A box to keep in sight (the active state of a replay or live actor). */
  followBox?: Box | null;
  children: ReactNode;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A press that moves less than this is a click (it selects), not a drag. */
const dragThreshold = 4;

const sizeOf = (element: HTMLElement | null): Size => ({
  width: element?.clientWidth ?? 0,
  height: element?.clientHeight ?? 0,
});

/**
 * Pan and zoom around a drawing with a CSS transform: drag, wheel (zooms at the pointer),
 * buttons, and `+ - 0` and arrows while the viewport has focus. The drawing stays one SVG, so
 * its own keyboard and click handling keep working inside.
 */
export const PanZoom = ({ label, content, focusBox, followBox, children }: PanZoomProps) => {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ x: 0, y: 0, scale: 1 });
  const drag = useRef<{ x: number; y: number; moved: boolean; pointer: number } | null>(null);
  const suppressClick = useRef(false);

  const fit = () => setView(fitView(sizeOf(viewportRef.current), content));
  useLayoutEffect(() => setView(openingView(sizeOf(viewportRef.current), content)), [content]);

  useEffect(() => {
    if (focusBox) setView((current) => centreOn(current, sizeOf(viewportRef.current), focusBox));
  }, [focusBox]);

  useEffect(() => {
    if (followBox) setView((current) => revealBox(current, sizeOf(viewportRef.current), followBox));
  }, [followBox]);

  // React attaches wheel listeners as passive; zooming must stop the page from scrolling.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return undefined;
    const onWheel = (event: globalThis.WheelEvent) => event.preventDefault();
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, []);

  const zoomCentre = (factor: number) => {
    const size = sizeOf(viewportRef.current);
    setView((current) => zoomAt(current, factor, { x: size.width / 2, y: size.height / 2 }));
  };

  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const at = { x: event.clientX - rect.left, y: event.clientY - rect.top };
    setView((current) => zoomAt(current, event.deltaY < 0 ? zoomStep : 1 / zoomStep, at));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    drag.current = { x: event.clientX, y: event.clientY, moved: false, pointer: event.pointerId };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.hypot(dx, dy) < dragThreshold) return;
    if (!start.moved) event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { ...start, x: event.clientX, y: event.clientY, moved: true };
    setView((current) => panBy(current, dx, dy));
  };

  const onPointerUp = () => {
    suppressClick.current = drag.current?.moved ?? false;
    drag.current = null;
  };

  // A drag ends with a click on whatever is under the pointer: it must not select that.
  const onClickCapture = (event: { stopPropagation: () => void }) => {
    if (suppressClick.current) event.stopPropagation();
    suppressClick.current = false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = viewAfterKey(event.key, view, sizeOf(viewportRef.current), content);
    if (!next) return;
    event.preventDefault();
    setView(next);
  };

  return (
    <div className={styles.frame}>
      <div className={styles.controls} role="toolbar" aria-label="Zoom">
        <button type="button" onClick={() => zoomCentre(zoomStep)} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={() => zoomCentre(1 / zoomStep)} aria-label="Zoom out">
          −
        </button>
        <button type="button" onClick={fit}>
          Fit
        </button>
        <output className={styles.scale} aria-label="Zoom level">
          {Math.round(view.scale * 100)} %
        </output>
      </div>
      <div
        ref={viewportRef}
        className={styles.viewport}
        role="group"
        aria-label={`${label}. Drag or use the arrow keys to pan; + and − zoom, 0 fits.`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClickCapture={onClickCapture}
      >
        <div
          className={styles.canvas}
          data-testid="diagram-canvas"
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        >
          {children}
        </div>
      </div>
    </div>
  );
};
