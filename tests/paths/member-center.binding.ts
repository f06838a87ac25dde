import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { createTestActor, deliver } from '@his/machines/testing';
import { memberCenterMachine } from '@his/machines/member-center';
import { logInDemoPlayer, popupLogin } from '../support/game-pages.ts';
import type { BoundStep, FlowBinding, FlowContext } from './support/binding.ts';

/** The pages the chart's address cases name, with the heading and list entry each shows. */
type NamedPage = 'withdraw' | 'securityCenter';
const headings: Record<NamedPage, string> = { withdraw: 'Withdraw', securityCenter: 'My account' };

const addressCases: Record<string, NamedPage | null> = {
  'address: withdraw': 'withdraw',
  'address: security center': 'securityCenter',
  'address: no page': null,
};
const readyCases: Record<string, NamedPage> = {
  'withdraw ready': 'withdraw',
  'security center ready': 'securityCenter',
};
const chooseCases: Record<string, NamedPage> = {
  'choose withdraw': 'withdraw',
  'choose security center': 'securityCenter',
};
const viewerCases = ['app: a member', 'app: a trial account', 'app: a visitor'];

/** Both page loads of the chart's alphabet read the withdraw settings first. */
const loadCall = '/wps/relay/MCSFE_getWithdrawSettings';

interface CenterData {
  /** While true, the pages' first data fail as a lost connection would (see `start`). */
  failLoads: boolean;
  /** The page the panel shows (the last one ready); null before any. */
  shownPage: NamedPage | null;
  /** The viewport the test runs in, restored after a phone's back button. */
  viewport: { width: number; height: number } | null;
}

type Ctx = FlowContext<CenterData>;

const center = (page: Page): Locator => page.getByRole('dialog', { name: 'Member center' });
const menu = (page: Page): Locator => center(page).getByRole('navigation');
const loginPopup = (page: Page): Locator => page.getByRole('dialog', { name: 'Log in' });
const nickname = (page: Page): Locator => page.getByRole('button', { name: /^Demo Player/ });

/**
 * Where the site's own history and screen stand before each step of a path, replayed from the
 * chart (its context) and from what the browser does to the address: the reason a step cannot
 * be walked in a browser, or null. The rules:
 * - an address case is the first step (a link opened, a reload: the session then says who is
 *   there), the consequence of the step before (a choice or the nickname change the address
 *   at once), or Back/Forward to an entry of this document's history (a reload starts a new
 *   document, whose Back leaves it);
 * - the session tells the viewer as soon as it knows it: while it has not, only a viewer case
 *   may come, and the viewer changes only as a player can change it (a login from the home page
 *   or the login popup, the free demo from the home page); a logout or an expiry go home first,
 *   so the address, not the viewer, closes an open center;
 * - a visitor asked to log in can put the popup away and take the logo home;
 * - the panel's controls (list, close, retry, a phone's back) need the panel on screen, and the
 *   nickname is behind it while it shows;
 * - a page answers only while it loads, and answers as itself.
 */
type Move = 'none' | 'link' | 'back' | 'forward' | 'list' | 'home';

interface Walk {
  reason: string | null;
  /** What the browser does for each address case, by step index. */
  moves: Map<number, Move>;
}

const walk = (steps: readonly BoundStep[]): Walk => {
  const moves = new Map<number, Move>();
  const refuse = (reason: string): Walk => ({ reason, moves });
  const handle = createTestActor(memberCenterMachine);
  handle.actor.start();
  // Start's own document: the home page.
  let history: (NamedPage | null)[] = [null];
  let at = 0;
  let pending: NamedPage | null | undefined;
  let panelLoaded = false;
  try {
    for (const [index, step] of steps.entries()) {
      if (index === 0) continue;
      const snapshot = handle.actor.getSnapshot();
      const { viewer, shown, page } = snapshot.context;
      const open = snapshot.matches('open');
      const failed = snapshot.matches({ open: 'failed' });
      const panelVisible = open && panelLoaded && (failed || shown !== null);
      const name = step.name;
      if (pending !== undefined) {
        if (addressCases[name] !== pending)
          return refuse(`the address changes right after the step before (${String(pending)})`);
        pending = undefined;
        moves.set(index, 'none');
      } else if (name in addressCases) {
        const named = addressCases[name] ?? null;
        if (index === 1) {
          moves.set(index, named === null ? 'none' : 'link');
          if (named !== null) history = [named];
        } else if (named === null && history[at] === null && snapshot.matches('closed')) {
          // The address named no page already (after a close): nothing changes.
          moves.set(index, 'none');
        } else if (at > 0 && history[at - 1] === named) {
          at -= 1;
          moves.set(index, 'back');
        } else if (at + 1 < history.length && history[at + 1] === named) {
          at += 1;
          moves.set(index, 'forward');
        } else if (named !== null && panelVisible) {
          // The player picks the page in the list: the address names it.
          history = [...history.slice(0, at + 1), named];
          at += 1;
          moves.set(index, 'list');
        } else if (named === null && snapshot.matches('waiting') && viewer === 'visitor') {
          // The visitor puts the login popup away and takes the logo home.
          history = [...history.slice(0, at + 1), null];
          at += 1;
          moves.set(index, 'home');
        } else return refuse(`no entry of this document's history names ${String(named)}`);
      } else if (viewer === 'unknown' && snapshot.matches('waiting') && index > 1) {
        if (!viewerCases.includes(name)) return refuse('the session tells who is there first');
      }
      if (viewerCases.includes(name)) {
        const first = viewer === 'unknown';
        if (name === 'app: a member' && !(first || viewer === 'visitor'))
          return refuse('a member logs in as a visitor');
        if (name === 'app: a member' && viewer === 'visitor' && snapshot.matches('open'))
          return refuse('a visitor has no center');
        if (
          name === 'app: a trial account' &&
          !(first || (viewer === 'visitor' && snapshot.matches('closed')))
        )
          return refuse('the free demo starts from the home page');
        if (name === 'app: a visitor' && !first)
          return refuse(
            'a member leaves only by a logout or an expiry, which go home first (the address closes the center)',
          );
      }
      if (name === 'app: nickname') {
        if (viewer !== 'member') return refuse('only a member has the nickname');
        if (!(snapshot.matches('closed') || (failed && !panelLoaded)))
          return refuse('the nickname is behind the member center');
        if (history[at] !== 'securityCenter') {
          history = [...history.slice(0, at + 1), 'securityCenter'];
          at += 1;
          pending = 'securityCenter';
        }
      }
      if (name in chooseCases) {
        const chosen = chooseCases[name] ?? null;
        if (!panelVisible) return refuse('the page list shows only with the panel');
        const staysOnShown = snapshot.matches({ open: { shown: 'menu' } }) && chosen === shown;
        if (!staysOnShown && history[at] !== chosen) {
          history = [...history.slice(0, at + 1), chosen];
          at += 1;
          pending = chosen;
        }
      }
      if (name === 'close') {
        if (!panelVisible) return refuse('the close button shows only with the panel');
        history[at] = null;
      }
      if (name === 'retry' && !(panelVisible && failed))
        return refuse('the retry shows with the failure');
      if (name === 'phone back' && !(panelVisible && snapshot.matches({ open: { shown: 'page' } })))
        return refuse('the back button shows over a page');
      if (name in readyCases || name === 'page fails') {
        if (!snapshot.matches({ open: 'loading' }))
          return refuse('a page answers only while it loads');
        const loading = page === 'withdraw' ? 'withdraw' : 'securityCenter';
        if (name in readyCases && readyCases[name] !== loading)
          return refuse('a page answers as itself');
        if (name in readyCases) panelLoaded = true;
      }
      deliver(handle, step.event);
      // A trial account refused: the address loses the page (a replaced entry).
      if (viewerCases.includes(name) && handle.actor.getSnapshot().matches('closed'))
        if (name === 'app: a trial account' && page !== null) history[at] = null;
    }
    return { reason: null, moves };
  } finally {
    handle.actor.stop();
  }
};

/** The first viewer the path's session tells: the account `start` logs in before a link. */
const firstViewer = (steps: readonly BoundStep[]): string | undefined =>
  steps.find((step) => viewerCases.includes(step.name))?.name;

/** The pages' next load fails when the next page answer of the path is a failure. */
const armLoads = (ctx: Ctx, next: readonly BoundStep[]) => {
  const answer = next.find((step) => step.name in readyCases || step.name === 'page fails');
  ctx.data.failLoads = answer?.name === 'page fails';
};

/** Every page action arms the loads first (see `armLoads`). */
const act =
  (action: (ctx: Ctx, step: BoundStep, next: readonly BoundStep[]) => Promise<void>) =>
  async (ctx: Ctx, step: BoundStep, next: readonly BoundStep[]) => {
    armLoads(ctx, next);
    await action(ctx, step, next);
  };

const startFreeDemo = async (page: Page) => {
  await page.getByRole('button', { name: 'Free demo' }).click();
  await expect(page.getByTestId('balance')).toHaveText('2,000.00');
};

/** The path as `walk` takes it: `ctx.steps` with a stand-in for `xstate.init`. */
const walkOf = (ctx: Ctx): Walk => walk([ctx.steps[0] as BoundStep, ...ctx.steps]);

/** A link opened first: the session `start` set up tells the center who is there itself. */
const openedLink = (ctx: Ctx): boolean => walkOf(ctx).moves.get(1) === 'link';

/** The path's first viewer case: the session's first word (unknown before it). */
const isFirstViewer = (ctx: Ctx, step: BoundStep): boolean =>
  ctx.steps.find((candidate) => viewerCases.includes(candidate.name))?.index === step.index;

/** An address case: a link opened first (a new document), Back or Forward, or a consequence. */
const address = (named: NamedPage | null) =>
  act(async (ctx, step) => {
    const move = walkOf(ctx).moves.get(step.index);
    if (move === 'link') await ctx.page.goto(`/?mc=${named ?? ''}`);
    if (move === 'back') await ctx.page.goBack();
    if (move === 'forward') await ctx.page.goForward();
    if (move === 'home') {
      await ctx.page.keyboard.press('Escape');
      await expect(loginPopup(ctx.page)).toHaveCount(0);
      await ctx.page.getByRole('link', { name: / home$/ }).click();
    }
    if (move === 'list' && named !== null)
      await menu(ctx.page).getByRole('button', { name: headings[named], exact: true }).click();
    await expect(ctx.page).toHaveURL(
      named === null ? /^[^?]*(\?(?!.*mc=).*)?$/ : new RegExp(`[?&]mc=${named}`),
    );
  });

const choose = (chosen: NamedPage) =>
  act(async (ctx) => {
    await menu(ctx.page).getByRole('button', { name: headings[chosen], exact: true }).click();
  });

const ready = (named: NamedPage) => async (ctx: Ctx) => {
  ctx.data.shownPage = named;
};

/**
 * The member center as the site runs it inside the app (demo_player, desktop; the phone's back
 * button on a narrowed window). A page that fails to load is a lost connection on its first data
 * (the real stack has no control that fails a read).
 */
export const memberCenterBinding: FlowBinding<CenterData> = {
  flowId: 'memberCenter',
  inputs: ['members'],
  timeout: 90_000,
  maxTests: 25,
  data: () => ({ failLoads: false, shownPage: null, viewport: null }),
  start: async (ctx) => {
    ctx.data.viewport = ctx.page.viewportSize();
    // Lost connections, only while a path's next page answer is a failure (`armLoads`).
    await ctx.page.route(
      (url) => url.pathname === loadCall,
      (route) => (ctx.data.failLoads ? route.abort('failed') : route.continue()),
    );
    await ctx.page.goto('/');
    await expect(ctx.page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    // A path that opens a link first has a session already: the one its first viewer names.
    if (openedLink(ctx)) {
      const viewer = firstViewer(ctx.steps);
      if (viewer === 'app: a member') await logInDemoPlayer(ctx.page);
      if (viewer === 'app: a trial account') await startFreeDemo(ctx.page);
    }
  },
  rejectPath: (steps) => walk(steps).reason,
  events: {
    'address: withdraw': address('withdraw'),
    'address: security center': address('securityCenter'),
    'address: no page': address(null),
    'app: a member': act(async (ctx, step) => {
      if (isFirstViewer(ctx, step) && openedLink(ctx)) return;
      if (await loginPopup(ctx.page).isVisible()) {
        await popupLogin(loginPopup(ctx.page), 'demo_player', 'Demo1234');
        return;
      }
      await logInDemoPlayer(ctx.page);
    }),
    'app: a trial account': act(async (ctx, step) => {
      if (isFirstViewer(ctx, step) && openedLink(ctx)) return;
      await startFreeDemo(ctx.page);
    }),
    // The home page's visitor, or the session of a link opened first: nothing to do.
    'app: a visitor': async () => undefined,
    'app: nickname': act(async (ctx) => {
      await nickname(ctx.page).click();
    }),
    'choose withdraw': choose('withdraw'),
    'choose security center': choose('securityCenter'),
    'phone back': act(async (ctx) => {
      // The back button is a phone's: the window narrows for it, then widens again (the chart
      // keeps the list, which a desktop shows beside the page).
      await ctx.page.setViewportSize({ width: 390, height: 844 });
      await center(ctx.page).getByRole('button', { name: 'All pages' }).click();
      await expect(menu(ctx.page)).toBeVisible();
      if (ctx.data.viewport) await ctx.page.setViewportSize(ctx.data.viewport);
    }),
    retry: act(async (ctx) => {
      await center(ctx.page).getByRole('button', { name: 'Try again' }).click();
    }),
    close: act(async (ctx) => {
      await ctx.page.keyboard.press('Escape');
    }),
    'withdraw ready': ready('withdraw'),
    'security center ready': ready('securityCenter'),
    'page fails': async () => undefined,
  },
  states: {
    'memberCenter.closed': async (ctx, step) => {
      // The nickname changes the address at once: the next step is that change.
      if (step.name === 'app: nickname') {
        await expect(ctx.page).toHaveURL(/[?&]mc=securityCenter/);
        return;
      }
      await expect(center(ctx.page)).toHaveCount(0);
      await expect(ctx.page).not.toHaveURL(/[?&]mc=/);
      if (step.name === 'app: a trial account')
        await expect(
          ctx.page.getByRole('alertdialog', { name: 'Real account needed' }),
        ).toBeVisible();
    },
    'memberCenter.waiting': async (ctx) => {
      // A member's or a trial account's own session decides at once; a visitor is asked to log
      // in, and the page waits in the address.
      if (firstViewer(ctx.steps) !== 'app: a visitor') return;
      await expect(ctx.page).toHaveURL(/[?&]mc=/);
      await expect(loginPopup(ctx.page)).toBeVisible();
    },
    'memberCenter.open.shown.menu': async (ctx, step) => {
      await expect(menu(ctx.page)).toBeVisible();
      const named = ctx.data.shownPage;
      if (named && !(step.name in chooseCases))
        await expect(
          menu(ctx.page).getByRole('button', { name: headings[named], exact: true }),
        ).toHaveAttribute('aria-current', 'page');
    },
    'memberCenter.open.shown.page': async (ctx, step) => {
      await expect(center(ctx.page)).toBeVisible();
      const named = ctx.data.shownPage;
      if (named && !(step.name in chooseCases))
        await expect(
          center(ctx.page).getByRole('heading', { name: headings[named], exact: true }),
        ).toBeVisible();
    },
    'memberCenter.open.failed': async (ctx, step) => {
      // A choice changes the address at once: the chosen page loads (the next step).
      if (step.name in chooseCases) {
        await expect(menu(ctx.page)).toBeVisible();
        return;
      }
      if (await center(ctx.page).isVisible()) {
        await expect(center(ctx.page).getByRole('alert')).toHaveText(
          'Network abnormal, please retry.',
        );
        await expect(center(ctx.page).getByRole('button', { name: 'Try again' })).toBeVisible();
      } else {
        // A first load that failed has no panel: the nickname says so.
        await expect(nickname(ctx.page).getByRole('alert')).toBeVisible();
      }
    },
  },
  waivers: {
    events: {
      'app: deposit':
        'The deposit entry names depositv2, a page outside the chart’s address cases (its address change has no case); the nickname takes the same transitions.',
      'app: withdraw entry':
        'No header entry opens the withdraw page; the nickname takes the same transitions.',
      'app: an agent':
        'In the member center an agent’s account takes the transitions a player’s takes (the model’s key merges the two).',
    },
    states: {
      'memberCenter.deciding': 'Transient: the viewer decides at once.',
      'memberCenter.open.loading':
        'In flight: the page’s code and first data come at once (the transition check proves the page passed it).',
      'memberCenter.open.shown.routing': 'Transient: the list or the page at once.',
    },
  },
};
