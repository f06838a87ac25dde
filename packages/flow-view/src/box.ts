import type { FlowState, FlowTransition } from '@his/machines/flows/normalise';
import { invokeText, linesWidth, transitionLines } from './labels.ts';
import { textWidth, wrapText } from './measure.ts';
import { font, metrics } from './theme.ts';

/** One line group under a state's header: its actions, invoked actors and internal transitions. */
interface BoxRow {
  kind: 'entry' | 'exit' | 'invoke' | 'internal';
  lines: string[];
  /** Set for `internal` rows: the targetless transition the row stands for. */
  transitionId: string | null;
  /** Top of the row, relative to the top of the state box. */
  top: number;
  /** Left of the text, relative to the left of the state box. */
  left: number;
  width: number;
  height: number;
}

/** A tag chip in the header, placed relative to the state box. */
interface BoxChip {
  text: string;
  left: number;
  width: number;
}

/** What a state box contains and the size it needs; the layout and the drawing both use it. */
export interface StateBox {
  chips: BoxChip[];
  rows: BoxRow[];
  /** Width the header and the rows need. */
  width: number;
  /** Height of an atomic state's box: header plus rows, at least the minimum. */
  height: number;
  /** Header plus rows without the minimum: the top band of a compound state. */
  band: number;
}

/** Internal (targetless) transitions are drawn as rows with a loop icon: this is its room. */
const internalIndent = 14;

/**
 * The content of a state box. Targetless transitions of the state (they run actions and stay)
 * become rows in the box rather than edges, so none is lost and the box says what it does.
 */
export const stateBox = (state: FlowState, internal: readonly FlowTransition[]): StateBox => {
  const keyWidth = textWidth(state.key, font.key);
  let chipLeft = metrics.padX + keyWidth + 8;
  const chips = state.tags.map((tag) => {
    const width = textWidth(tag, font.chip) + 2 * metrics.chipPadX;
    const chip = { text: tag, left: chipLeft, width };
    chipLeft += width + metrics.chipGap;
    return chip;
  });
  const headerWidth =
    chips.length > 0 ? chipLeft - metrics.chipGap + metrics.padX : keyWidth + 2 * metrics.padX;

  const groups: Omit<BoxRow, 'top' | 'left' | 'width' | 'height'>[] = [];
  const wrapped = (text: string): string[] => wrapText(text, metrics.wrapWidth, font.row);
  if (state.entry.length > 0) {
    groups.push({
      kind: 'entry',
      lines: wrapped(`entry / ${state.entry.join(', ')}`),
      transitionId: null,
    });
  }
  if (state.exit.length > 0) {
    groups.push({
      kind: 'exit',
      lines: wrapped(`exit / ${state.exit.join(', ')}`),
      transitionId: null,
    });
  }
  for (const invoke of state.invoke) {
    groups.push({ kind: 'invoke', lines: [invokeText(invoke)], transitionId: null });
  }
  for (const transition of internal) {
    groups.push({
      kind: 'internal',
      lines: transitionLines(transition),
      transitionId: transition.id,
    });
  }

  let top = metrics.headerHeight;
  const rows = groups.map((group) => {
    const left = metrics.padX + (group.kind === 'internal' ? internalIndent : 0);
    const row = {
      ...group,
      top,
      left,
      width: linesWidth(group.lines),
      height: group.lines.length * metrics.lineHeight,
    };
    top += row.height + 2;
    return row;
  });
  const rowsWidth = Math.max(0, ...rows.map((row) => row.left + row.width + metrics.padX));
  return {
    chips,
    rows,
    width: Math.max(metrics.minStateWidth, headerWidth, rowsWidth),
    height: Math.max(metrics.minStateHeight, rows.length > 0 ? top + metrics.padBottom - 2 : 0),
    band: rows.length > 0 ? top : metrics.headerHeight,
  };
};
