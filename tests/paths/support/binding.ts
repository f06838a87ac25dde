import type { Page, TestInfo } from '@playwright/test';
import type { Qa } from '../../support/fixtures.ts';

/** One event of a path as the browser test sees it, with what the model says it leads to. */
export interface BoundStep {
  /** Position in the path; 0 is `xstate.init`. */
  index: number;
  /** Case name of the spec's alphabet (`xstate.init` first). */
  name: string;
  /** The model event (type and payload) the case stands for. */
  event: { type: string } & Record<string, unknown>;
  /** Atomic state ids active after the step, from replaying the path in Node. */
  expectedStates: string[];
  /** Ids of the transitions the Node replay took during this step (repeats included). */
  transitions: string[];
  /** Milliseconds of the delay of an `xstate.after.*` event, when it is a plain number. */
  delayMs: number | undefined;
}

/** What a binding gets to act and look with; one per test. */
export interface FlowContext<TData> {
  page: Page;
  qa: Qa;
  testInfo: TestInfo;
  /** Name of the model input the path starts from (`visitor`, `restored` …). */
  inputName: string;
  /** Every step of the path after `xstate.init`, so `start` can set outcomes up. */
  steps: readonly BoundStep[];
  /** The binding's own scratch values for this test (a chosen number, a game …). */
  data: TData;
}

/**
 * A page action for one event case. Synthetic `xstate.done/error.actor.*` events are usually
 * consequences of the previous user action: that action's binding reads `next` (the steps still
 * to come, nearest first) and sets the outcome up before acting, and the synthetic event's own
 * binding then only waits (or does nothing: the per-step transition check waits for it).
 */
type EventBinding<TData> = (
  ctx: FlowContext<TData>,
  step: BoundStep,
  next: readonly BoundStep[],
) => Promise<void>;

/** What the user must see while the flow is in one atomic state. */
type StateBinding<TData> = (ctx: FlowContext<TData>, step: BoundStep) => Promise<void>;

/**
 * How one flow of the registry is driven in a real browser. Every event case of the flow's
 * spec and every atomic state has a binding or a waiver with its reason; the completeness test
 * of `defineFlowPathTests` fails otherwise, and when a binding names what the flow lacks.
 */
export interface FlowBinding<TData = Record<string, never>> {
  /** Id of the flow in `@his/machines/flows`. */
  flowId: string;
  /** Model inputs the real site can start from; paths of other inputs are not run. */
  inputs: readonly string[];
  /** Fresh scratch values for one test. */
  data: () => TData;
  /** Brings the page to where the flow begins (and sets the first outcomes up from `steps`). */
  start: (ctx: FlowContext<TData>) => Promise<void>;
  events: Partial<Record<string, EventBinding<TData>>>;
  states: Partial<Record<string, StateBinding<TData>>>;
  waivers: {
    /** Event cases the browser cannot produce; paths using them are not run. */
    events: Partial<Record<string, string>>;
    /** Atomic states with nothing a user can see (in flight, a timer); the transition check still proves them. */
    states: Partial<Record<string, string>>;
  };
  /**
   * Paths the site cannot walk although every event is bound (an order of answers the real
   * stack never gives): return the reason, or null to run the path. `steps` starts with
   * `xstate.init`, whose expected states are where the flow starts.
   */
  rejectPath?: (steps: readonly BoundStep[], inputName: string) => string | null;
  /** Upper bound of generated browser tests for this flow (default 25). */
  maxTests?: number;
  /**
   * Install `page.clock` before the app loads in every test, not only in paths with an
   * `xstate.after.*` step (a binding that must hold time still, e.g. to race a throttle).
   */
  clock?: boolean;
  /** Viewport for every test of the flow (the mobile-login modal needs a narrow one). */
  viewport?: { width: number; height: number };
  /** Per-test timeout in ms (default: the config's). */
  timeout?: number;
}
