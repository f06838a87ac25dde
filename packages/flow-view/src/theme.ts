import type { TextStyle } from './measure.ts';

/** Sizes shared by the layout (which measures) and the drawing (which places the text). */
export const font = {
  family: 'Helvetica, Arial, "Liberation Sans", sans-serif',
  key: { size: 13, bold: true } satisfies TextStyle,
  chip: { size: 10 } satisfies TextStyle,
  row: { size: 11 } satisfies TextStyle,
  label: { size: 11 } satisfies TextStyle,
};

export const metrics = {
  /** Height of a state's header band (key and tag chips). */
  headerHeight: 26,
  /** Baseline of the key inside the header. */
  keyBaseline: 17,
  /** Height of one text line in rows and edge labels. */
  lineHeight: 14,
  /** Horizontal padding inside a state box. */
  padX: 10,
  /** Space under the last row of a box. */
  padBottom: 8,
  /** Inside padding of a compound state around its children (besides the header). */
  childPad: 14,
  chipHeight: 14,
  chipPadX: 5,
  chipGap: 4,
  /** Rows are wrapped at this width; edge labels too. */
  wrapWidth: 230,
  minStateWidth: 90,
  minStateHeight: 36,
  historySize: 30,
  initialSize: 12,
  /** Edge label padding around its text. */
  labelPad: 3,
  corner: 8,
};
