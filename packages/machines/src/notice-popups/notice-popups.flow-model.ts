import type { PopupNotice } from '@his/shared/schemas/announcements';
import type { FlowModel } from '../testing/flow-model.ts';
import { abstractKey, doneEvent, errorEvent } from '../testing/flow-model.ts';
import { apiError } from '../testing/fixtures.ts';
import { noticePopupsMachine } from './notice-popups.machine.ts';

const popup = (id: number, title: string): PopupNotice => ({
  id,
  title,
  content: `<p>${title}.</p>`,
  date: 1_767_225_600_000,
  sort: 0,
  execution: 'B',
  repeat: 'session',
});

/**
 * Model of the popup queue: a guest at home, a member's login (first or not), the answers (two,
 * one or no popup due, a failure), closing each popup, a new audience while popups show, and a
 * logout.
 */
export const noticePopupsFlowModel: FlowModel<typeof noticePopupsMachine> = {
  machine: noticePopupsMachine,
  inputs: { default: undefined },
  events: {
    'guest at home': { type: 'popups.load', audience: 'guest', firstLogin: false },
    'member logs in': { type: 'popups.load', audience: 'member', firstLogin: false },
    'first login': { type: 'popups.load', audience: 'member', firstLogin: true },
    dismiss: { type: 'popup.dismiss' },
    logout: { type: 'popups.stop' },
    'two due': doneEvent('loadPopups', [popup(7, 'Welcome'), popup(8, 'Maintenance')]),
    'one due': doneEvent('loadPopups', [popup(9, 'New games')]),
    'none due': doneEvent('loadPopups', []),
    'load fails': errorEvent('loadPopups', apiError('upstream.unavailable')),
  },
  stateKey: (snapshot) =>
    abstractKey(snapshot.value, {
      audience: snapshot.context.audience,
      firstLogin: snapshot.context.firstLogin,
      queued: snapshot.context.queue.length,
      index: snapshot.context.index,
    }),
  invariants: [
    {
      name: 'tag loading ⇔ the announcements call runs',
      holds: (snapshot) =>
        snapshot.hasTag('loading') === snapshot.matches('loading') &&
        snapshot.hasTag('loading') === 'loadPopups' in snapshot.children,
    },
    {
      name: 'tag showing ⇔ a popup of the queue is on screen',
      holds: (snapshot) =>
        snapshot.hasTag('showing') ===
        (snapshot.matches('showing') && snapshot.context.index < snapshot.context.queue.length),
    },
    {
      name: 'nobody due popups ⇔ no audience',
      holds: (snapshot) =>
        !snapshot.matches('idle') ||
        (snapshot.context.audience === null && snapshot.context.queue.length === 0),
    },
  ],
  waivers: [],
  maxPaths: 400,
};
