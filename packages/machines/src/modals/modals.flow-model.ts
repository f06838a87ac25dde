import type { FlowModel } from '../testing/flow-model.ts';
import { abstractKey } from '../testing/flow-model.ts';
import { modalsMachine } from './modals.machine.ts';

/**
 * Model of the modal manager: open by name, close always, dismiss only when dismissible; the
 * real-account warning closes however it is left.
 */
export const modalsFlowModel: FlowModel<typeof modalsMachine> = {
  machine: modalsMachine,
  inputs: { default: undefined },
  events: {
    'open login popup': { type: 'modal.open', name: 'loginPopupModal' },
    'open forced change (not dismissible)': {
      type: 'modal.open',
      name: 'changePassModal',
      dismissible: false,
    },
    'open register 800×600': { type: 'modal.open', name: 'registerModal', width: 800, height: 600 },
    close: { type: 'modal.close' },
    escape: { type: 'modal.dismiss', reason: 'escape' },
    backdrop: { type: 'modal.dismiss', reason: 'backdrop' },
    'real-account warning': { type: 'trialWarning.open' },
  },
  stateKey: (snapshot) =>
    abstractKey(snapshot.value, {
      modal: snapshot.context.open?.name ?? null,
      dismissible: snapshot.context.open?.dismissible ?? null,
    }),
  invariants: [
    {
      name: 'tag open ⇔ a modal is in context',
      holds: (snapshot) => snapshot.hasTag('open') === (snapshot.context.open !== null),
    },
    {
      name: 'tag closed ⇔ nothing on screen (no modal, no warning)',
      holds: (snapshot) =>
        snapshot.hasTag('closed') ===
        (snapshot.context.open === null && !snapshot.hasTag('trialWarning')),
    },
    {
      name: 'the warning never shows with a named modal',
      holds: (snapshot) => !snapshot.hasTag('trialWarning') || snapshot.context.open === null,
    },
    {
      name: 'an open modal has a positive size',
      holds: ({ context }) =>
        context.open === null || (context.open.width > 0 && context.open.height > 0),
    },
  ],
  waivers: [],
  maxPaths: 60,
};
