import type { FlowModel } from '../testing/flow-model.ts';
import { abstractKey, doneEvent, errorEvent } from '../testing/flow-model.ts';
import { apiError } from '../testing/fixtures.ts';
import { memberCenterMachine } from './member-center.machine.ts';

/**
 * Model of the member center: the address names a page, the viewer decides (member, trial,
 * visitor, not known yet), the page loads before it shows, the phone's list and page, close.
 */
export const memberCenterFlowModel: FlowModel<typeof memberCenterMachine> = {
  machine: memberCenterMachine,
  inputs: { default: undefined },
  events: {
    'address: withdraw': { type: 'route.changed', page: 'withdraw' },
    'address: security center': { type: 'route.changed', page: 'securityCenter' },
    'address: no page': { type: 'route.changed', page: null },
    'app: a member': { type: 'viewer.changed', viewer: 'member' },
    'app: a trial account': { type: 'viewer.changed', viewer: 'trial' },
    'app: a visitor': { type: 'viewer.changed', viewer: 'visitor' },
    'app: nickname': { type: 'memberCenter.open', page: 'securityCenter', menuFirst: true },
    'app: deposit': { type: 'memberCenter.open', page: 'depositv2', menuFirst: false },
    'app: withdraw entry': { type: 'memberCenter.open', page: 'withdraw', menuFirst: false },
    'choose withdraw': { type: 'memberCenter.choose', page: 'withdraw' },
    'choose security center': { type: 'memberCenter.choose', page: 'securityCenter' },
    'phone back': { type: 'memberCenter.menu' },
    retry: { type: 'memberCenter.retry' },
    close: { type: 'memberCenter.close' },
    'withdraw ready': doneEvent('loadPage', 'withdraw'),
    'security center ready': doneEvent('loadPage', 'securityCenter'),
    'page fails': errorEvent('loadPage', apiError('network.error')),
  },
  stateKey: (snapshot) =>
    abstractKey(snapshot.value, {
      page: snapshot.context.page,
      shown: snapshot.context.shown,
      viewer: snapshot.context.viewer,
      menuFirst: snapshot.context.menuFirst,
    }),
  invariants: [
    {
      name: 'a page is named whenever the center is not closed',
      holds: (snapshot) => snapshot.matches('closed') || snapshot.context.page !== null,
    },
    {
      name: 'only a member sees or loads a page',
      holds: (snapshot) =>
        !(snapshot.hasTag('visible') || snapshot.hasTag('loading')) ||
        snapshot.context.viewer === 'member',
    },
    {
      name: 'the page loads exactly while loading',
      holds: (snapshot) => snapshot.hasTag('loading') === 'loadPage' in snapshot.children,
    },
    {
      name: 'the page on screen is the named one once shown',
      holds: (snapshot) =>
        !snapshot.matches({ open: 'shown' }) || snapshot.context.shown === snapshot.context.page,
    },
    {
      name: 'closed shows nothing',
      holds: (snapshot) => !snapshot.matches('closed') || snapshot.context.shown === null,
    },
  ],
  waivers: [],
  maxPaths: 400,
};
