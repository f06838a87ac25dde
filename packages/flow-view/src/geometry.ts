import type { Point } from './layout.ts';

const distance = (a: Point, b: Point): number => Math.hypot(b.x - a.x, b.y - a.y);

const toward = (from: Point, to: Point, length: number): Point => {
  const total = distance(from, to);
  if (total === 0) return from;
  return {
    x: from.x + ((to.x - from.x) * length) / total,
    y: from.y + ((to.y - from.y) * length) / total,
  };
};

const format = (value: number): string => String(Math.round(value * 100) / 100);
const pair = (point: Point): string => `${format(point.x)} ${format(point.y)}`;

/** An SVG path through `points` with its bends rounded (radius capped by the segment lengths). */
export const roundedPath = (points: readonly Point[], radius = 6): string => {
  const [first, ...rest] = points;
  if (!first) return '';
  const parts = [`M${pair(first)}`];
  rest.forEach((point, index) => {
    const previous = points[index] ?? first;
    const next = rest[index + 1];
    if (!next) {
      parts.push(`L${pair(point)}`);
      return;
    }
    const r = Math.min(radius, distance(previous, point) / 2, distance(point, next) / 2);
    parts.push(
      `L${pair(toward(point, previous, r))}`,
      `Q${pair(point)} ${pair(toward(point, next, r))}`,
    );
  });
  return parts.join(' ');
};
