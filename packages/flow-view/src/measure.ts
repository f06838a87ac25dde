/**
 * Deterministic text measurement. The diagram is laid out once in Node (the SVG export) and
 * once in the browser (the viewer); measuring with a canvas would make the two differ, so
 * widths come from the Helvetica metrics (1/1000 em, printable ASCII). The diagram draws with
 * `Helvetica, Arial, "Liberation Sans"`, which share these metrics, so the boxes fit the text.
 */

/** Widths of the characters U+0020 to U+007E, regular weight. */
const regular = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** Widths of the characters U+0020 to U+007E, bold weight. */
const bold = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
  611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
  278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** Anything outside printable ASCII (arrows, ellipses, accented letters) counts as this. */
const fallback = 600;

export interface TextStyle {
  size: number;
  bold?: boolean;
}

/** Width in px of `text` drawn in `style`, rounded up so boxes never clip. */
export const textWidth = (text: string, style: TextStyle): number => {
  const table = style.bold ? bold : regular;
  let units = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    units += table[code - 32] ?? fallback;
  }
  return Math.ceil((units * style.size) / 1000);
};

/**
 * Breaks `text` at spaces (and after `,`) into lines no wider than `maxWidth`; a single word
 * wider than that keeps its own line rather than being cut.
 */
export const wrapText = (text: string, maxWidth: number, style: TextStyle): string[] => {
  const words = text.split(' ').filter((word) => word !== '');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && textWidth(candidate, style) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
};
