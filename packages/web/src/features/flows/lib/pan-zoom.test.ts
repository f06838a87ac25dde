import { describe, expect, it } from 'vitest';
import {
  fitView,
  maxScale,
  openingView,
  readableScale,
  revealBox,
  viewAfterKey,
  zoomAt,
} from './pan-zoom.ts';

const viewport = { width: 800, height: 600 };

describe('pan and zoom', () => {
  it('fits a large drawing whole and centred, a small one at 100 %', () => {
    const fit = fitView(viewport, { width: 1536, height: 568 });
    expect(fit.scale).toBeCloseTo(0.5);
    expect(fit.x).toBeCloseTo((800 - 768) / 2);
    expect(fitView(viewport, { width: 100, height: 100 }).scale).toBe(1);
  });

  it('opens a tall chart readable, from its top', () => {
    const view = openingView(viewport, { width: 1000, height: 5000 });
    expect(view.scale).toBe(readableScale);
    expect(view.y).toBeGreaterThan(0);
    expect(view.y).toBeLessThan(40);
  });

  it('zooms around the pointer and stops at the limits', () => {
    const view = zoomAt({ x: 10, y: 20, scale: 1 }, 2, { x: 110, y: 220 });
    // The drawing point under the pointer (100, 200) stays under it.
    expect((110 - view.x) / view.scale).toBeCloseTo(100);
    expect((220 - view.y) / view.scale).toBeCloseTo(200);
    expect(zoomAt({ x: 0, y: 0, scale: 3 }, 10, { x: 0, y: 0 }).scale).toBe(maxScale);
  });

  it('answers + - 0 and arrows, and leaves other keys alone', () => {
    const content = { width: 400, height: 300 };
    const start = { x: 0, y: 0, scale: 1 };
    expect(viewAfterKey('+', start, viewport, content)?.scale).toBeGreaterThan(1);
    expect(viewAfterKey('-', start, viewport, content)?.scale).toBeLessThan(1);
    expect(viewAfterKey('0', { x: 99, y: 99, scale: 3 }, viewport, content)).toEqual(
      fitView(viewport, content),
    );
    expect(viewAfterKey('ArrowLeft', start, viewport, content)?.x).toBeGreaterThan(0);
    expect(viewAfterKey('ArrowDown', start, viewport, content)?.y).toBeLessThan(0);
    expect(viewAfterKey('Tab', start, viewport, content)).toBeNull();
  });

  it('pans to a box only when it is out of sight', () => {
    const view = { x: 0, y: 0, scale: 1 };
    expect(revealBox(view, viewport, { x: 10, y: 10, width: 50, height: 50 })).toBe(view);
    const moved = revealBox(view, viewport, { x: 2000, y: 10, width: 50, height: 50 });
    expect(moved.x + 2025 * moved.scale).toBeCloseTo(400);
  });
});
