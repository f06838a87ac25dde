import type { FlowModel } from '../testing/flow-model.ts';
import { abstractKey, doneEvent } from '../testing/flow-model.ts';
import { demoMember, trialMember } from '../testing/fixtures.ts';
import { appMachine, screenFlowDone } from './app.machine.ts';

const started = (member: typeof demoMember | null) => ({ member, modules: {}, mobileRule: null });

/**
 * Model of the app's routing: boot's end, what the session says about who is signed in, and the
 * events the children and the pages send the app. The children are stubs here (their own
 * models test them); `app.test.ts` runs the real ones together.
 */
export const appFlowModel: FlowModel<typeof appMachine> = {
  machine: appMachine,
  inputs: { default: undefined },
  events: {
    'boot over, a visitor': doneEvent('boot', started(null)),
    'boot over, a member restored': doneEvent('boot', started(demoMember)),
    'session: signed in': { type: 'session.signedIn' },
    'session: signed out': { type: 'session.signedOut' },
    'session: member on screen': { type: 'session.loggedIn', member: demoMember },
    'session: trial on screen': { type: 'session.loggedIn', member: trialMember },
    'flow asks for the login popup': { type: 'modal.open', name: 'loginPopupModal' },
    'flow closes the modal': { type: 'modal.close' },
    'flow asks for the real-account warning': { type: 'trialWarning.open' },
    'agent center refuses a player': { type: 'center.refused' },
    'modals: a modal closed': { type: 'modal.closed' },
    'modals: warning read': { type: 'trialWarning.read' },
    'api: 401': { type: 'api.unauthorized' },
    'api: password change required': { type: 'api.passwordChangeRequired' },
    'page: wallet moved': { type: 'balance.refresh' },
    'session: run deposit': { type: 'entry.run', action: 'deposit' },
    'session: run change password': { type: 'entry.run', action: 'changePassword' },
    'session: run favourite': { type: 'entry.run', action: 'favourite' },
    'session: run nickname': { type: 'entry.run', action: 'memberCenter' },
    'session: run agent center': { type: 'entry.run', action: 'agentCenter' },
    'registration done': screenFlowDone('registration', { member: demoMember }),
    'free play done': screenFlowDone('freePlay', { member: trialMember }),
    'reset by SMS, logged in': screenFlowDone('forgotPassword', {
      outcome: 'loggedIn',
      member: demoMember,
    }),
    'reset mail sent': screenFlowDone('forgotPassword', { outcome: 'emailSent', member: null }),
    'reset, login failed': screenFlowDone('forgotPassword', {
      outcome: 'passwordReset',
      member: null,
    }),
    'password changed': screenFlowDone('changePassword', undefined),
  },
  stateKey: (snapshot) =>
    abstractKey(snapshot.value, {
      restored: snapshot.context.started?.member != null,
    }),
  invariants: [
    {
      name: 'booting ⇔ boot has not handed over',
      holds: (snapshot) => snapshot.hasTag('booting') === (snapshot.context.started === null),
    },
    {
      name: 'the member center runs exactly while the site is open',
      holds: (snapshot) =>
        snapshot.matches('running') === (snapshot.children.memberCenter !== undefined),
    },
    {
      name: 'the balance runs exactly while the member is on screen',
      holds: (snapshot) => snapshot.hasTag('member') === (snapshot.children.balance !== undefined),
    },
  ],
  waivers: [],
  maxPaths: 200,
};
