import type { KeyboardEvent, ReactNode } from 'react';
import type { FlowState } from '@his/machines/flows/normalise';
import type { StateBox } from './box.ts';
import { roundedPath } from './geometry.ts';
import type { InitialLayout, LabelBox, Point, Rect, TransitionLayout } from './layout.ts';
import { metrics } from './theme.ts';

/** Props that make a drawn element a focusable, selectable button. */
export interface Selectable {
  label: string;
  className: string;
  onSelect: (() => void) | undefined;
}

const selectableProps = ({ label, className, onSelect }: Selectable) => ({
  className,
  role: 'button',
  tabIndex: 0,
  'aria-label': label,
  onClick: onSelect,
  onKeyDown: (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect?.();
  },
});

const arrowLength = 9;

/** The arrowhead at the end of a polyline, and the polyline shortened so the line stops under it. */
const withArrow = (points: readonly Point[]): { line: Point[]; head: string } => {
  const end = points[points.length - 1];
  const before = points[points.length - 2];
  if (!end || !before) return { line: [...points], head: '' };
  const length = Math.hypot(end.x - before.x, end.y - before.y) || 1;
  const ux = (end.x - before.x) / length;
  const uy = (end.y - before.y) / length;
  const base = { x: end.x - ux * arrowLength, y: end.y - uy * arrowLength };
  const half = 4;
  const corner = (sign: number): string =>
    `${round(base.x - uy * half * sign)},${round(base.y + ux * half * sign)}`;
  return {
    line: [...points.slice(0, -1), base],
    head: `${corner(1)} ${round(end.x)},${round(end.y)} ${corner(-1)}`,
  };
};

const round = (value: number): number => Math.round(value * 100) / 100;

/** Classes for the parts of a label line: trigger, guard and actions are coloured apart. */
const LabelLine = ({
  line,
  first,
  x,
  y,
}: {
  line: string;
  first: boolean;
  x: number;
  y: number;
}) => {
  if (line.startsWith('/ ')) {
    return (
      <text className="actions" x={x} y={y}>
        {line}
      </text>
    );
  }
  if (line.startsWith('[')) {
    return (
      <text className="guard" x={x} y={y}>
        {line}
      </text>
    );
  }
  const guardAt = first ? line.indexOf(' [') : -1;
  if (guardAt < 0) {
    return (
      <text className={first ? 'trigger' : 'actions'} x={x} y={y}>
        {line}
      </text>
    );
  }
  return (
    <text x={x} y={y}>
      <tspan className="trigger">{line.slice(0, guardAt)}</tspan>
      <tspan className="guard">{line.slice(guardAt)}</tspan>
    </text>
  );
};

/** The text lines of a label placed in `box`, with a backdrop so crossing edges stay legible. */
const LabelText = ({ box, backdrop }: { box: LabelBox; backdrop: boolean }) => (
  <g className="label">
    {backdrop && <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={3} />}
    {box.lines.map((line, index) => (
      <LabelLine
        key={index}
        line={line}
        first={index === 0}
        x={box.x + (backdrop ? metrics.labelPad : 0)}
        y={box.y + (backdrop ? metrics.labelPad : 0) + (index + 1) * metrics.lineHeight - 3}
      />
    ))}
  </g>
);

interface TransitionShapeProps extends Selectable {
  id: string;
  layout: TransitionLayout;
  description: string | null;
}

/** An edge with its arrowhead and label, or (internal transition) a row with a loop icon. */
export const TransitionShape = ({
  id,
  layout,
  description,
  ...selectable
}: TransitionShapeProps) => {
  const polylines = [layout.points, ...layout.branches].filter((points) => points.length > 1);
  return (
    <g data-transition-id={id} {...selectableProps(selectable)}>
      {description && <title>{description}</title>}
      {polylines.map((points, index) => {
        const { line, head } = withArrow(points);
        const d = roundedPath(line);
        return (
          <g key={index}>
            <path className="hit" d={d} />
            <path className="line" d={d} />
            <polygon className="head" points={head} />
          </g>
        );
      })}
      {layout.internal && (
        <path
          className="loop"
          d={`M${layout.label.x - 4} ${layout.label.y + 9} a4 4 0 1 1 -1.2 -3.4`}
        />
      )}
      <LabelText box={layout.label} backdrop={!layout.internal} />
    </g>
  );
};

/** The filled dot and arrow pointing at a compound state's initial child. */
export const InitialMarker = ({ layout }: { layout: InitialLayout }) => {
  const { line, head } = withArrow(layout.points);
  const { marker } = layout;
  return (
    <g className="initial" aria-hidden="true">
      <circle cx={marker.x + marker.width / 2} cy={marker.y + marker.height / 2} r={5} />
      <path d={roundedPath(line)} />
      <polygon className="head" points={head} />
    </g>
  );
};

interface StateShapeProps extends Selectable {
  state: FlowState;
  rect: Rect;
  box: StateBox;
}

const rowPrefix = /^(entry \/|exit \/|invoke)/;

/** A row of a state box, its keyword (`entry /`, `exit /`, `invoke`) set apart. */
const RowText = ({ text, x, y }: { text: string; x: number; y: number }): ReactNode => {
  const keyword = rowPrefix.exec(text)?.[0];
  return (
    <text className="row" x={x} y={y}>
      {keyword ? (
        <>
          <tspan className="kw">{keyword}</tspan>
          {text.slice(keyword.length)}
        </>
      ) : (
        text
      )}
    </text>
  );
};

/**
 * A state: a rounded box with its key, tag chips, entry/exit actions and invoked actors (a
 * compound state's children are drawn on top of it); final states get a double border,
 * history states are a circle with H or H*.
 */
export const StateShape = ({ state, rect, box, ...selectable }: StateShapeProps) => {
  const props = { 'data-state-id': state.id, ...selectableProps(selectable) };
  const tooltip = state.description && <title>{state.description}</title>;
  if (state.type === 'history') {
    return (
      <g {...props} className={`${selectable.className} history`}>
        {tooltip}
        <circle
          className="box"
          cx={rect.x + rect.width / 2}
          cy={rect.y + rect.height / 2}
          r={rect.width / 2}
        />
        <text x={rect.x + rect.width / 2} y={rect.y + rect.height / 2 + 4}>
          {state.history === 'deep' ? 'H*' : 'H'}
        </text>
      </g>
    );
  }
  const hasRule = box.rows.length > 0;
  return (
    <g {...props}>
      {tooltip}
      <rect
        className="box"
        x={rect.x}
        y={rect.y}
        width={rect.width}
        height={rect.height}
        rx={metrics.corner}
      />
      {state.type === 'final' && (
        <rect
          className="inner"
          x={rect.x + 3}
          y={rect.y + 3}
          width={rect.width - 6}
          height={rect.height - 6}
          rx={metrics.corner - 2}
        />
      )}
      <text className="key" x={rect.x + metrics.padX} y={rect.y + metrics.keyBaseline}>
        {state.key}
      </text>
      {box.chips.map((chip) => (
        <g className="chip" key={chip.text}>
          <rect
            x={rect.x + chip.left}
            y={rect.y + (metrics.headerHeight - metrics.chipHeight) / 2}
            width={chip.width}
            height={metrics.chipHeight}
            rx={metrics.chipHeight / 2}
          />
          <text x={rect.x + chip.left + metrics.chipPadX} y={rect.y + metrics.keyBaseline - 1}>
            {chip.text}
          </text>
        </g>
      ))}
      {hasRule && (
        <line
          className="rule"
          x1={rect.x}
          x2={rect.x + rect.width}
          y1={rect.y + metrics.headerHeight - 2}
          y2={rect.y + metrics.headerHeight - 2}
        />
      )}
      {box.rows
        .filter((row) => row.kind !== 'internal')
        .flatMap((row) =>
          row.lines.map((line, index) => (
            <RowText
              key={`${row.kind}-${row.top}-${index}`}
              text={line}
              x={rect.x + row.left}
              y={rect.y + row.top + (index + 1) * metrics.lineHeight - 3}
            />
          )),
        )}
    </g>
  );
};
