import type { FlowModel } from '../testing/flow-model.ts';
import { abstractKey, doneEvent, errorEvent } from '../testing/flow-model.ts';
import { apiError } from '../testing/fixtures.ts';
import { mayOpenCenter, memberCenterMachine } from './member-center.machine.ts';

/**
 * Model of the member and agent centers: the address names a page, the viewer decides (player,
 * agent, trial, visitor, not known yet) by whom the center is for, the page loads before it
 * shows, the phone's list and page, close. The pages are the chart's strings (the web's page load
 * gives them meaning), so both centers share one alphabet.
 */
export const memberCenterFlowModel: FlowModel<typeof memberCenterMachine> = {
  machine: memberCenterMachine,
  inputs: { members: { audience: 'members' }, agents: { audience: 'agents' } },
  events: {
    'address: withdraw': { type: 'route.changed', page: 'withdraw' },
    'address: security center': { type: 'route.changed', page: 'securityCenter' },
    'address: no page': { type: 'route.changed', page: null },
    'app: a member': { type: 'viewer.changed', viewer: 'member' },
    'app: an agent': { type: 'viewer.changed', viewer: 'agent' },
    'app: a trial account': { type: 'viewer.changed', viewer: 'trial' },
    'app: a visitor': { type: 'viewer.changed', viewer: 'visitor' },
    'app: nickname': { type: 'center.open', page: 'securityCenter', menuFirst: true },
    'app: deposit': { type: 'center.open', page: 'depositv2', menuFirst: false },
    'app: withdraw entry': { type: 'center.open', page: 'withdraw', menuFirst: false },
    'choose withdraw': { type: 'center.choose', page: 'withdraw' },
    'choose security center': { type: 'center.choose', page: 'securityCenter' },
    'phone back': { type: 'center.menu' },
    retry: { type: 'center.retry' },
    close: { type: 'center.close' },
    'withdraw ready': doneEvent('loadPage', 'withdraw'),
    'security center ready': doneEvent('loadPage', 'securityCenter'),
    'page fails': errorEvent('loadPage', apiError('network.error')),
  },
  stateKey: (snapshot) =>
    abstractKey(snapshot.value, {
      page: snapshot.context.page,
      shown: snapshot.context.shown,
      // A player and an agent are one situation where both may open the center.
      viewer: mayOpenCenter(snapshot.context.audience, snapshot.context.viewer)
        ? 'allowed'
        : snapshot.context.viewer,
      menuFirst: snapshot.context.menuFirst,
    }),
  invariants: [
    {
      name: 'a page is named whenever the center is not closed',
      holds: (snapshot) => snapshot.matches('closed') || snapshot.context.page !== null,
    },
    {
      name: 'only a viewer the center is for sees or loads a page',
      holds: (snapshot) =>
        !(snapshot.hasTag('visible') || snapshot.hasTag('loading')) ||
        mayOpenCenter(snapshot.context.audience, snapshot.context.viewer),
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
