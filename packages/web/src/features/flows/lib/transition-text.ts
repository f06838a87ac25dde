// Trigger text is the diagram's own (`after 60 s`, `done: login`), so both views read alike.
import { triggerOf } from '@his/flow-view/labels';
import type { FlowTransition } from '@his/machines/flows/normalise';

/** A state id as read inside its flow: `session.authenticated.loggedIn` → `authenticated.loggedIn`. */
export const stateLabel = (flowId: string, stateId: string): string =>
  stateId.startsWith(`${flowId}.`) ? stateId.slice(flowId.length + 1) : stateId;

/** Where a transition goes, relative to its source: `(self)`, `(stays)` or the target path. */
export const targetsText = (flowId: string, transition: FlowTransition): string => {
  if (transition.targets.length === 0) return '(stays)';
  return transition.targets
    .map((target) => (target === transition.source ? '(self)' : stateLabel(flowId, target)))
    .join(', ');
};

/** One line: `EVENT [guard] → target / action, action`. */
export const transitionLine = (flowId: string, transition: FlowTransition): string => {
  const guard = transition.guard ? ` [${transition.guard}]` : '';
  const actions = transition.actions.length > 0 ? ` / ${transition.actions.join(', ')}` : '';
  return `${triggerOf(transition)}${guard} → ${targetsText(flowId, transition)}${actions}`;
};

/** A group of same-trigger branches of one state, in the order xstate tries them. */
export interface BranchGroup {
  trigger: string;
  branches: { transition: FlowTransition; condition: 'if' | 'else if' | 'else' | null }[];
}

/**
 * Groups a state's transitions by trigger and names each branch as xstate evaluates it: the
 * first guarded branch is `if`, later guarded ones `else if`, an unguarded one after a guard
 * `else`; a lone unguarded transition has no condition.
 */
export const branchGroups = (transitions: readonly FlowTransition[]): BranchGroup[] => {
  const groups = new Map<string, FlowTransition[]>();
  for (const transition of transitions) {
    const key = `${transition.kind}|${transition.event ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), transition]);
  }
  return [...groups.values()].map((members) => ({
    trigger: triggerOf(members[0] as FlowTransition),
    branches: members.map((transition, index) => {
      if (members.length === 1 && !transition.guard) return { transition, condition: null };
      if (index === 0) return { transition, condition: transition.guard ? 'if' : null };
      return { transition, condition: transition.guard ? 'else if' : 'else' };
    }),
  }));
};
