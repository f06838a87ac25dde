import { assign, setup } from 'xstate';
import { modalDefaultSize } from '@his/shared/constants';

/** Every modal the site can open by name (SPEC §2 "Modals"); later issues add more. */
export type ModalName =
  | 'loginPopupModal'
  | 'registerModal'
  | 'forgetPassModal'
  | 'changePassModal'
  | 'logoutConfirm'
  | 'sessionEndedModal';

/** The modal on screen. Only one modal is open at a time; opening another replaces it. */
export interface OpenModal {
  name: ModalName;
  /** `false` for modals the user must not leave with Escape or a backdrop click. */
  dismissible: boolean;
  width: number;
  height: number;
}

export interface ModalsContext {
  open: OpenModal | null;
}

export type ModalsEvent =
  | { type: 'modal.open'; name: ModalName; dismissible?: boolean; width?: number; height?: number }
  | { type: 'modal.close' }
  | { type: 'modal.dismiss'; reason: 'escape' | 'backdrop' }
  /** A trial account asked for something only a real account may do (SPEC §8). */
  | { type: 'trialWarning.open' };

export type ModalsTag = 'open' | 'closed' | 'trialWarning';

/** Applies the defaults of SPEC §2: dismissible, 600 × 300. */
export const toOpenModal = (event: Extract<ModalsEvent, { type: 'modal.open' }>): OpenModal => ({
  name: event.name,
  dismissible: event.dismissible ?? true,
  width: event.width ?? modalDefaultSize.width,
  height: event.height ?? modalDefaultSize.height,
});

/**
 * The modal manager: which modal is open and whether the user may dismiss it. The web renders
 * `context.open` and sends `modal.dismiss` for Escape and backdrop clicks; the machine decides
 * whether that closes anything.
 */
export const modalsMachine = setup({
  types: {
    context: {} as ModalsContext,
    events: {} as ModalsEvent,
    tags: {} as ModalsTag,
  },
  guards: {
    isDismissible: ({ context }) => context.open?.dismissible === true,
  },
  actions: {
    rememberModal: assign({
      open: ({ event }) => (event.type === 'modal.open' ? toOpenModal(event) : null),
    }),
    forgetModal: assign({ open: null }),
    // What the modals tell the app they run in (the app chart routes it; see app.machine.ts).
    tellClosed: () => {},
    tellWarningRead: () => {},
  },
}).createMachine({
  id: 'modals',
  description:
    'Opens and closes the named modals of the site, one at a time, and the real-account warning.',
  context: { open: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'No modal is on screen.',
      tags: ['closed'],
      on: {
        'modal.open': {
          target: 'open',
          actions: 'rememberModal',
          description: 'Shows the named modal with its size (default 600 × 300) and dismiss rule.',
        },
        'trialWarning.open': {
          target: 'trialWarning',
          description: 'A trial account asked for a real-account action: the warning shows.',
        },
      },
    },
    open: {
      description: 'One modal is on screen; `context.open` says which.',
      tags: ['open'],
      on: {
        'modal.open': {
          target: 'open',
          actions: 'rememberModal',
          description:
            'Another modal replaces the current one (for example the login popup links to registration).',
        },
        'modal.close': {
          target: 'closed',
          actions: ['forgetModal', 'tellClosed'],
          description:
            'The close button or the app closes the modal, whatever its dismiss rule; the app learns a modal closed.',
        },
        'modal.dismiss': {
          guard: 'isDismissible',
          target: 'closed',
          actions: ['forgetModal', 'tellClosed'],
          description:
            'Escape or a backdrop click closes the modal only when it is dismissible (the app learns a modal closed); otherwise the event is ignored.',
        },
        'trialWarning.open': {
          target: 'trialWarning',
          actions: 'forgetModal',
          description: 'The real-account warning replaces the modal on screen.',
        },
      },
    },
    trialWarning: {
      description:
        'The `in_need_true_account` alert (SPEC §8) is on screen with its one confirm button; whoever asked for it waits until it is read.',
      tags: ['trialWarning'],
      on: {
        'modal.close': {
          target: 'closed',
          actions: 'tellWarningRead',
          description: 'The player confirmed the warning: the app learns it was read.',
        },
        'modal.dismiss': {
          target: 'closed',
          actions: 'tellWarningRead',
          description: 'Escape or a backdrop click closes the warning too: it was read.',
        },
        'modal.open': {
          target: 'open',
          actions: 'rememberModal',
          description: 'A named modal replaces the warning.',
        },
      },
    },
  },
});
