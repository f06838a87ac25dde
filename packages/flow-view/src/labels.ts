import type { FlowDelay, FlowState, FlowTransition } from '@his/machines/flows/normalise';
import { textWidth, wrapText } from './measure.ts';
import { font, metrics } from './theme.ts';

const doneActor = 'xstate.done.actor.';
const errorActor = 'xstate.error.actor.';
const doneState = 'xstate.done.state.';
const snapshotOf = 'xstate.snapshot.';

const trimmed = (ms: number): string => String(Math.round(ms * 10) / 10);

/** `after 60 s`, `after 250 ms`; a delay computed at run time shows its name. */
export const formatDelay = (delay: FlowDelay): string => {
  if (delay.ms === null) return `after ${delay.name}`;
  if (delay.ms < 1000) return `after ${delay.ms} ms`;
  return `after ${trimmed(delay.ms / 1000)} s`;
};

const strip = (event: string | null, prefix: string): string =>
  event?.startsWith(prefix) ? event.slice(prefix.length) : (event ?? '');

/**
 * What triggers a transition, as an auditor reads it: the event type, `after 60 s`,
 * `done: <invoke id>`, `error: <invoke id>`, `done` (a compound state reached its final
 * state) or `always` (checked after every step).
 */
export const triggerOf = (transition: FlowTransition): string => {
  switch (transition.kind) {
    case 'always':
      return 'always';
    case 'after':
      return transition.delay ? formatDelay(transition.delay) : 'after';
    case 'done':
      return `done: ${strip(transition.event, doneActor)}`;
    case 'error':
      return `error: ${strip(transition.event, errorActor)}`;
    case 'doneState':
      return transition.event?.startsWith(doneState) ? 'done' : (transition.event ?? 'done');
    case 'snapshot':
      return `snapshot: ${strip(transition.event, snapshotOf)}`;
    default:
      return transition.event ?? '';
  }
};

/** `EVENT [guard] / action, action` on one line (search, titles, accessible names). */
export const transitionText = (transition: FlowTransition): string => {
  const guard = transition.guard === null ? '' : ` [${transition.guard}]`;
  const actions = transition.actions.length > 0 ? ` / ${transition.actions.join(', ')}` : '';
  return `${triggerOf(transition)}${guard}${actions}`;
};

/**
 * The label of a transition broken into lines: trigger and guard first (the guard on its own
 * line when both do not fit), then `/ actions` wrapped.
 */
export const transitionLines = (transition: FlowTransition): string[] => {
  const trigger = triggerOf(transition);
  const lines: string[] = [];
  if (transition.guard === null) {
    lines.push(trigger);
  } else {
    const guard = `[${transition.guard}]`;
    const both = `${trigger} ${guard}`;
    if (textWidth(both, font.label) <= metrics.wrapWidth) lines.push(both);
    else lines.push(trigger, guard);
  }
  if (transition.actions.length > 0) {
    lines.push(...wrapText(`/ ${transition.actions.join(', ')}`, metrics.wrapWidth, font.label));
  }
  return lines;
};

/** Widest line of `lines` in the label font. */
export const linesWidth = (lines: readonly string[]): number =>
  Math.max(0, ...lines.map((line) => textWidth(line, font.label)));

/** `invoke login` or `invoke verify (checkChallenge)` when the id and the actor differ. */
export const invokeText = (invoke: FlowState['invoke'][number]): string =>
  invoke.src === invoke.id ? `invoke ${invoke.id}` : `invoke ${invoke.id} (${invoke.src})`;
