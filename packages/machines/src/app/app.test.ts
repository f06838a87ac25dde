import {
  createActor,
  fromCallback,
  fromPromise,
  waitFor,
  type ActorRefFrom,
  type AnyActorRef,
} from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Balance } from '@his/shared/schemas/wallet';
import type { LoginPublicValue } from '@his/shared/schemas/session';
import type { MemberInfo } from '@his/shared/schemas/member';
import { balanceMachine } from '../balance/balance.machine.ts';
import { bootMachine, type RestoredSession } from '../boot/boot.machine.ts';
import { favouritesMachine } from '../favourites/favourites.machine.ts';
import { freePlayMachine } from '../free-play/free-play.machine.ts';
import { changePasswordMachine } from '../change-password/change-password.machine.ts';
import { passwordRule } from '../change-password/change-password.flow-model.ts';
import type { modalsInApp } from './app.machine.ts';
import { fakeCaptcha } from '../captcha/captcha.harness.ts';
import { liveTable, slot } from '../game-launch/game-launch.flow-model.ts';
import type { LaunchTarget, Viewer } from '../game-launch/game-launch.logic.ts';
import {
  balance,
  countries,
  demoMember,
  loginValue,
  permission,
  trialMember,
} from '../testing/fixtures.ts';
import type { MemberCenterEvent } from '../member-center/member-center.machine.ts';
import { centerPageOf, type CenterPage } from '../member-center/member-center.pages.ts';
import {
  appMachine,
  gameLaunchInApp,
  memberCenterInApp,
  screenFlowDone,
  sessionInApp,
  type ApiSignalsEvent,
  type AppEvent,
} from './app.machine.ts';

const gameUrl = 'http://127.0.0.1:8081/play/slot?ticket=t1&lang=EN';

interface AppOptions {
  restored?: MemberInfo | null;
  /** The page the address names at start (`?mc=`). */
  address?: CenterPage | null;
  agentAddress?: CenterPage | null;
  login?: LoginPublicValue;
  member?: MemberInfo;
}

/**
 * The whole app actor system with every call answered at once (boot, login, member, balance,
 * game launch): what the web runs, less the network. Side effects of the children that are not
 * cross-flow (navigation, remembered names) are recorded.
 */
const startApp = (options: AppOptions = {}) => {
  const calls = { loadBalance: 0, launchGame: 0, logout: 0, loadFavourites: 0 };
  const shown: string[] = [];
  const notices: unknown[] = [];
  let signal: ((event: AppEvent) => void) | null = null;
  const toApiSignals: ApiSignalsEvent[] = [];
  // Each center's page in the address: goTo and leave change it, and the watcher tells the chart.
  const address = { page: options.address ?? null };
  const agentAddress = { page: options.agentAddress ?? null };
  const centerOn = (where: { page: string | null }) => {
    let tellRoute: ((event: MemberCenterEvent) => void) | null = null;
    const navigate = (page: CenterPage | null) => {
      where.page = page;
      tellRoute?.({ type: 'route.changed', page });
    };
    return memberCenterInApp.provide({
      actors: {
        watchRoute: fromCallback<MemberCenterEvent>(({ sendBack }) => {
          tellRoute = sendBack;
          sendBack({ type: 'route.changed', page: where.page });
        }),
        loadPage: fromPromise<CenterPage, { page: string }>(({ input }) =>
          Promise.resolve(centerPageOf(where === agentAddress ? 'agents' : 'members', input.page)),
        ),
      },
      actions: {
        goTo: (_, params) => navigate(params.page),
        leave: () => navigate(null),
      },
    });
  };
  const machine = appMachine.provide({
    actors: {
      boot: bootMachine.provide({
        actors: {
          loadPermission: fromPromise(() => Promise.resolve(permission())),
          loadCountries: fromPromise(() => Promise.resolve(countries)),
          restoreSession: fromPromise<RestoredSession>(() =>
            Promise.resolve({ member: options.restored ?? null }),
          ),
        },
      }),
      session: sessionInApp.provide({
        actors: {
          verifyChallenge: fromPromise(() => Promise.resolve('challenge-ok')),
          login: fromPromise(() => Promise.resolve(options.login ?? loginValue())),
          captcha: fakeCaptcha([], () => 1),
          loadMember: fromPromise(() => Promise.resolve(options.member ?? demoMember)),
          logout: fromPromise(async () => {
            calls.logout += 1;
          }),
        },
      }),
      gameLaunch: gameLaunchInApp.provide({
        actors: {
          launchGame: fromPromise(() => {
            calls.launchGame += 1;
            return Promise.resolve(gameUrl);
          }),
        },
        actions: { showGame: (_, params) => shown.push(params.url) },
      }),
      balance: balanceMachine.provide({
        actors: {
          loadBalance: fromPromise<Balance>(() => {
            calls.loadBalance += 1;
            return Promise.resolve(balance(100));
          }),
        },
      }),
      favourites: favouritesMachine.provide({
        actors: {
          loadIds: fromPromise<string[]>(() => {
            calls.loadFavourites += 1;
            return Promise.resolve(['101']);
          }),
        },
      }),
      memberCenter: centerOn(address),
      agentCenter: centerOn(agentAddress),
      apiSignals: fromCallback<ApiSignalsEvent>(({ sendBack, receive }) => {
        signal = sendBack;
        receive((event) => toApiSignals.push(event));
      }),
    },
    actions: { announce: (_, notice) => notices.push(notice) },
  });
  const app = createActor(machine).start();
  const child = (
    id: 'session' | 'modals' | 'gameLaunch' | 'favourites' | 'memberCenter' | 'agentCenter',
  ): AnyActorRef => {
    const ref = app.getSnapshot().children[id];
    if (!ref) throw new Error(`${id} is not running`);
    return ref;
  };
  const running = () => waitFor(app, (snapshot) => snapshot.hasTag('running'));
  const session = () => child('session') as ActorRefFrom<typeof sessionInApp>;
  const modals = () => child('modals') as ActorRefFrom<typeof modalsInApp>;
  const favourites = () => child('favourites') as ActorRefFrom<typeof favouritesMachine>;
  const launch = () => child('gameLaunch') as ActorRefFrom<typeof gameLaunchInApp>;
  const center = () => child('memberCenter') as ActorRefFrom<typeof memberCenterInApp>;
  const agentCenter = () => child('agentCenter') as ActorRefFrom<typeof memberCenterInApp>;
  const open = (target: LaunchTarget, viewer: Viewer) =>
    launch().send({ type: 'game.open', target, viewer });
  const logIn = async () => {
    session().send({ type: 'login.submit', username: 'demo_player', password: 'Demo1234' });
    await waitFor(session(), (snapshot) => snapshot.hasTag('loggedIn'));
  };
  const apiSignal = (event: AppEvent) => signal?.(event);
  return {
    address,
    agentAddress,
    center,
    agentCenter,
    notices,
    app,
    calls,
    shown,
    running,
    session,
    modals,
    favourites,
    launch,
    open,
    logIn,
    apiSignal,
    toApiSignals,
  };
};

describe('app: one actor system', () => {
  it('boots, then starts a visitor’s session with the modals closed and no balance', async () => {
    const { app, running, session, modals } = startApp();
    await running();
    expect(app.getSnapshot().matches({ running: 'visitor' })).toBe(true);
    expect(session().getSnapshot().hasTag('visitor')).toBe(true);
    expect(modals().getSnapshot().hasTag('closed')).toBe(true);
    expect(app.getSnapshot().children.balance).toBeUndefined();
  });

  it('starts a restored member signed in, with the balance loaded once', async () => {
    const { app, calls, running } = startApp({ restored: demoMember });
    await running();
    await waitFor(app, (snapshot) => snapshot.hasTag('member'));
    expect(calls.loadBalance).toBe(1);
  });

  it('continues a visitor’s launch after the login the launch asked for', async () => {
    const { app, calls, shown, running, modals, launch, open, logIn } = startApp();
    await running();
    open(slot, 'visitor');
    expect(launch().getSnapshot().hasTag('awaitingLogin')).toBe(true);
    expect(modals().getSnapshot().context.open?.name).toBe('loginPopupModal');
    await logIn();
    // The login closed the popup, and the launch was not dropped for it.
    expect(modals().getSnapshot().hasTag('closed')).toBe(true);
    await waitFor(launch(), (snapshot) => snapshot.hasTag('idle'));
    expect(calls.launchGame).toBe(1);
    expect(shown).toEqual([gameUrl]);
    expect(app.getSnapshot().hasTag('member')).toBe(true);
  });

  it('drops the launch when the visitor closes the login popup', async () => {
    const { calls, running, modals, launch, open } = startApp();
    await running();
    open(slot, 'visitor');
    modals().send({ type: 'modal.dismiss', reason: 'escape' });
    expect(launch().getSnapshot().hasTag('idle')).toBe(true);
    expect(launch().getSnapshot().context.target).toBeNull();
    expect(calls.launchGame).toBe(0);
  });

  it('keeps the launch through a forced password change after the login', async () => {
    const { calls, running, session, modals, launch, open } = startApp({
      login: loginValue({ passwordExpired: true }),
    });
    await running();
    open(slot, 'visitor');
    session().send({ type: 'login.submit', username: 'demo_player', password: 'Demo1234' });
    await waitFor(session(), (snapshot) => snapshot.hasTag('forcedPasswordChange'));
    expect(modals().getSnapshot().context.open).toMatchObject({
      name: 'changePassModal',
      dismissible: false,
    });
    session().send({ type: 'password.changed' });
    await waitFor(launch(), (snapshot) => snapshot.hasTag('idle') && calls.launchGame === 1);
    expect(modals().getSnapshot().hasTag('closed')).toBe(true);
  });

  it('shows a trial account the warning, and the launch waits until it is read', async () => {
    const { running, modals, launch, open } = startApp({ restored: trialMember });
    await running();
    open(liveTable, 'trial');
    expect(launch().getSnapshot().hasTag('realAccountNeeded')).toBe(true);
    expect(modals().getSnapshot().hasTag('trialWarning')).toBe(true);
    modals().send({ type: 'modal.close' });
    expect(modals().getSnapshot().hasTag('closed')).toBe(true);
    expect(launch().getSnapshot().hasTag('idle')).toBe(true);
  });

  it('shows the warning when a trial account asks the session for a real-account entry', async () => {
    const { center, running, session, modals } = startApp({ restored: trialMember });
    await running();
    session().send({ type: 'action.request', need: 'realAccount', action: 'deposit' });
    expect(modals().getSnapshot().hasTag('trialWarning')).toBe(true);
    expect(center().getSnapshot().matches('closed')).toBe(true);
  });

  it('refuses a trial account the member center its address names: the warning, the page dropped', async () => {
    const { app, address, center, modals } = startApp({
      restored: trialMember,
      address: 'withdraw',
    });
    await waitFor(app, (snapshot) => snapshot.hasTag('member'));
    expect(modals().getSnapshot().hasTag('trialWarning')).toBe(true);
    expect(center().getSnapshot().matches('closed')).toBe(true);
    expect(address.page).toBeNull();
  });

  it('opens a shared member center link once the restored member is on screen', async () => {
    const { app, center } = startApp({ restored: demoMember, address: 'withdraw' });
    await waitFor(app, (snapshot) => snapshot.hasTag('member'));
    await waitFor(center(), (snapshot) => snapshot.hasTag('visible'));
    expect(center().getSnapshot().context.shown).toBe('withdraw');
  });

  it('asks a visitor with a member center link to log in, then shows the page', async () => {
    const { running, center, modals, logIn } = startApp({ address: 'transferFund' });
    await running();
    expect(modals().getSnapshot().context.open?.name).toBe('loginPopupModal');
    await logIn();
    await waitFor(center(), (snapshot) => snapshot.hasTag('visible'));
    expect(center().getSnapshot().context.shown).toBe('transferFund');
  });

  it('opens a real account’s member center on the entry’s page, and the voluntary password change', async () => {
    const { app, address, center, running, session, modals } = startApp({ restored: demoMember });
    await running();
    await waitFor(app, (snapshot) => snapshot.hasTag('member'));
    session().send({ type: 'action.request', need: 'realAccount', action: 'deposit' });
    expect(address.page).toBe('depositv2');
    await waitFor(center(), (snapshot) => snapshot.hasTag('visible'));
    center().send({ type: 'center.close' });
    expect(address.page).toBeNull();
    session().send({ type: 'action.request', need: 'realAccount', action: 'memberCenter' });
    expect(address.page).toBe('securityCenter');
    session().send({ type: 'action.request', need: 'realAccount', action: 'favourite' });
    expect(address.page).toBe('securityCenter');
    session().send({ type: 'action.request', need: 'realAccount', action: 'changePassword' });
    expect(modals().getSnapshot().context.open).toMatchObject({
      name: 'changePassModal',
      dismissible: true,
    });
  });

  it('opens an agent’s agent center on the team overview from the header entry', async () => {
    const agent = { ...demoMember, type: 1 };
    const { app, address, agentAddress, agentCenter, running, session } = startApp({
      restored: agent,
      member: agent,
    });
    await running();
    await waitFor(app, (snapshot) => snapshot.hasTag('member'));
    session().send({ type: 'action.request', need: 'realAccount', action: 'agentCenter' });
    expect(agentAddress.page).toBe('agentTeamOverview');
    expect(address.page).toBeNull();
    await waitFor(agentCenter(), (snapshot) => snapshot.hasTag('visible'));
  });

  it('refuses a player the agent center a link names, with the agents-only notice', async () => {
    const { app, agentAddress, agentCenter, notices, running } = startApp({
      restored: demoMember,
      agentAddress: 'agentTeamOverview',
    });
    await running();
    await waitFor(app, (snapshot) => snapshot.hasTag('member'));
    await waitFor(agentCenter(), (snapshot) => snapshot.matches('closed'));
    expect(agentAddress.page).toBeNull();
    expect(notices).toContainEqual({ title: 'account.agentsOnly' });
  });

  it('ends the session on a 401 from any call: home, the notice, no balance, no member center', async () => {
    const { app, center, running, session, modals, apiSignal } = startApp({
      restored: demoMember,
    });
    await running();
    await waitFor(app, (snapshot) => snapshot.hasTag('member'));
    app.send({ type: 'entry.run', action: 'memberCenter' });
    apiSignal({ type: 'api.unauthorized' });
    expect(session().getSnapshot().hasTag('visitor')).toBe(true);
    expect(modals().getSnapshot().context.open?.name).toBe('sessionEndedModal');
    expect(app.getSnapshot().matches({ running: 'visitor' })).toBe(true);
    expect(app.getSnapshot().children.balance).toBeUndefined();
    expect(center().getSnapshot().matches('closed')).toBe(true);
  });

  it('tells the api client of every sign-in, not of a restored session', async () => {
    const { app, running, session, logIn, toApiSignals } = startApp({ restored: demoMember });
    await running();
    expect(toApiSignals).toEqual([]);
    session().send({ type: 'logout.request' });
    session().send({ type: 'logout.confirm' });
    await waitFor(app, (snapshot) => snapshot.matches({ running: 'visitor' }));
    expect(toApiSignals).toEqual([]);
    await logIn();
    expect(toApiSignals).toEqual([{ type: 'api.sessionStarted' }]);
  });

  it('forces the password change when a call answers password.change.required', async () => {
    const { running, session, modals, apiSignal } = startApp({ restored: demoMember });
    await running();
    apiSignal({ type: 'api.passwordChangeRequired' });
    expect(session().getSnapshot().hasTag('forcedPasswordChange')).toBe(true);
    expect(modals().getSnapshot().context.open?.dismissible).toBe(false);
  });

  it('reloads the balance when the member is back on screen after a forced change', async () => {
    const { app, calls, running, session, apiSignal } = startApp({ restored: demoMember });
    await running();
    await waitFor(app, (snapshot) => snapshot.hasTag('member'));
    apiSignal({ type: 'api.passwordChangeRequired' });
    session().send({ type: 'password.changed' });
    await waitFor(session(), (snapshot) => snapshot.hasTag('loggedIn'));
    await waitFor(app, (snapshot) => snapshot.hasTag('member') && calls.loadBalance === 2);
    expect(app.getSnapshot().status).toBe('active');
  });

  it('reloads the header balance when a game page says the wallet moved', async () => {
    const { app, calls, running } = startApp({ restored: demoMember });
    await running();
    const member = await waitFor(app, (snapshot) => snapshot.hasTag('member'));
    const balanceActor = member.children.balance as ActorRefFrom<typeof balanceMachine> | undefined;
    if (!balanceActor) throw new Error('no balance');
    await waitFor(balanceActor, (snapshot) => !snapshot.hasTag('loading'));
    app.send({ type: 'balance.refresh' });
    await waitFor(balanceActor, (snapshot) => !snapshot.hasTag('loading'));
    expect(calls.loadBalance).toBe(2);
  });

  it('ignores a balance refresh while nobody is signed in', async () => {
    const { app, calls, running } = startApp();
    await running();
    app.send({ type: 'balance.refresh' });
    expect(calls.loadBalance).toBe(0);
  });

  it('signs out: the balance stops and the visitor is back', async () => {
    const { app, calls, running, session } = startApp({ restored: demoMember });
    await running();
    session().send({ type: 'logout.request' });
    session().send({ type: 'logout.confirm' });
    await waitFor(app, (snapshot) => snapshot.matches({ running: 'visitor' }));
    expect(calls.logout).toBe(1);
    expect(app.getSnapshot().children.balance).toBeUndefined();
  });

  it('loads a real member’s favourites and forgets them at sign-out', async () => {
    const { app, calls, running, session, favourites } = startApp({ restored: demoMember });
    await running();
    await waitFor(favourites(), (snapshot) => snapshot.hasTag('ready'));
    expect(favourites().getSnapshot().context.ids).toEqual(['101']);
    session().send({ type: 'logout.request' });
    session().send({ type: 'logout.confirm' });
    await waitFor(app, (snapshot) => snapshot.matches({ running: 'visitor' }));
    expect(favourites().getSnapshot().context.ids).toEqual([]);
    expect(calls.loadFavourites).toBe(1);
  });

  it('loads no favourites for a trial account, and loads them once it registers', async () => {
    const { calls, running, session, favourites } = startApp({ restored: trialMember });
    await running();
    expect(calls.loadFavourites).toBe(0);
    expect(favourites().getSnapshot().hasTag('empty')).toBe(true);
    session().send({ type: 'session.started', member: demoMember });
    await waitFor(favourites(), (snapshot) => snapshot.hasTag('ready'));
    expect(calls.loadFavourites).toBe(1);
  });

  describe('screen flows: a form’s flow ends, and the app routes its end', () => {
    it('starts the session with the trial member free play logged in', async () => {
      const { app, running, session, modals } = startApp();
      await running();
      modals().send({ type: 'modal.open', name: 'loginPopupModal' });
      const freePlay = createActor(
        freePlayMachine.provide({
          actors: {
            freePlay: fromPromise(() => Promise.resolve(loginValue())),
            loadMember: fromPromise(() => Promise.resolve(trialMember)),
          },
        }),
      ).start();
      freePlay.subscribe((snapshot) => {
        if (snapshot.status === 'done') app.send(screenFlowDone('freePlay', snapshot.output));
      });
      freePlay.send({ type: 'freeplay.start' });
      await waitFor(session(), (snapshot) => snapshot.hasTag('loggedIn'));
      expect(session().getSnapshot().context.member).toEqual(trialMember);
      expect(modals().getSnapshot().hasTag('closed')).toBe(true);
      await waitFor(app, (snapshot) => snapshot.hasTag('member'));
    });

    it('tells the session a changed password: it reloads the member and the modal closes', async () => {
      const { app, running, session, modals } = startApp({ restored: demoMember });
      await running();
      app.send({ type: 'entry.run', action: 'changePassword' });
      expect(modals().getSnapshot().context.open?.name).toBe('changePassModal');
      const change = createActor(
        changePasswordMachine.provide({
          actors: { changePassword: fromPromise(() => Promise.resolve(null)) },
        }),
        {
          input: {
            forced: false,
            storedPassword: null,
            passwordRule,
          },
        },
      ).start();
      change.subscribe((snapshot) => {
        if (snapshot.status === 'done') app.send(screenFlowDone('changePassword', undefined));
      });
      change.send({
        type: 'password.submit',
        oldPassword: 'Demo1234',
        newPassword: 'Better123',
        confirmNewPassword: 'Better123',
      });
      await waitFor(modals(), (snapshot) => snapshot.hasTag('closed'));
      expect(session().getSnapshot().hasTag('loggedIn')).toBe(true);
    });

    it('routes each end of a reset: logged in, mail sent, or reset with the login popup', async () => {
      const { app, notices, running, session, modals } = startApp();
      await running();
      modals().send({ type: 'modal.open', name: 'forgetPassModal' });
      app.send(screenFlowDone('forgotPassword', { outcome: 'emailSent', member: null }));
      expect(modals().getSnapshot().hasTag('closed')).toBe(true);
      modals().send({ type: 'modal.open', name: 'forgetPassModal' });
      app.send(screenFlowDone('forgotPassword', { outcome: 'passwordReset', member: null }));
      expect(modals().getSnapshot().context.open?.name).toBe('loginPopupModal');
      expect(notices).toEqual([
        { title: 'forgot.emailSent', detail: 'forgot.emailSentDetail' },
        { title: 'forgot.passwordReset' },
      ]);
      app.send(screenFlowDone('forgotPassword', { outcome: 'loggedIn', member: demoMember }));
      await waitFor(session(), (snapshot) => snapshot.hasTag('loggedIn'));
      expect(modals().getSnapshot().hasTag('closed')).toBe(true);
    });
  });
});
