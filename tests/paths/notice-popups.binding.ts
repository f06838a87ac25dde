import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { noticePopup, rendered } from '../support/notice-pages.ts';
import { headerLogin } from '../support/pages.ts';
import type { BoundStep, FlowBinding, FlowContext } from './support/binding.ts';
import { answersAhead } from './support/steps.ts';

interface Data {
  /** The popup each audience gets on top of the seed's, once a path needs two due. */
  extra: { guest: number | null; member: number | null };
}

type Ctx = FlowContext<Data>;
type Audience = 'guest' | 'member';

const announcementsPath = '/wps/relay/MCSFE_getListAnnouncements';

interface Popup {
  id: number;
  repeat: 'session' | 'day';
}

/** The seed's popup of the audience (B for guests, A for members), then the test's extra one. */
const popupsOf = async (ctx: Ctx, audience: Audience, wanted: number): Promise<Popup[]> => {
  if (wanted === 2 && ctx.data.extra[audience] === null) {
    ctx.data.extra[audience] = await ctx.qa.createNotice({
      kind: 'popup',
      execution: audience === 'guest' ? 'B' : 'A',
      repeat: 'session',
      sort: 50,
      title: audience === 'guest' ? 'Lucky Friday for new players' : 'Lucky Friday: double points',
      content: '<p>Every deposit today earns <strong>double points</strong>.</p>',
    });
  }
  const { notices } = await ctx.qa.announcements();
  const execution = audience === 'guest' ? 'B' : 'A';
  return notices
    .filter((notice) => notice.kind === 'popup' && notice.execution === execution)
    .map((notice) => ({ id: notice.id, repeat: notice.repeat ?? 'session' }))
    .sort(
      (a, b) =>
        Number(a.id === ctx.data.extra[audience]) - Number(b.id === ctx.data.extra[audience]),
    );
};

/**
 * Makes exactly `due` of the audience's popups due in this browser: the others carry the marks
 * the site writes once a popup was closed (this session's, or today's), as if already shown.
 */
const makeDue = async (ctx: Ctx, audience: Audience, due: number) => {
  const popups = await popupsOf(ctx, audience, due);
  const seen = popups.slice(due);
  await ctx.page.evaluate((marks) => {
    const now = new Date();
    const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
      .map((part) => String(part).padStart(2, '0'))
      .join('-');
    sessionStorage.setItem(
      'hisPopupsSeen',
      JSON.stringify(marks.filter((mark) => mark.repeat === 'session').map((mark) => mark.id)),
    );
    localStorage.setItem(
      'hisPopupsSeenDay',
      JSON.stringify(
        Object.fromEntries(
          marks.filter((mark) => mark.repeat === 'day').map((mark) => [String(mark.id), today]),
        ),
      ),
    );
  }, seen);
};

/** Sets up the answer the model says the load gets: 2, 1 or no popup due, or a failure. */
const arrange = async (ctx: Ctx, audience: Audience, next: readonly BoundStep[]) => {
  for (const step of answersAhead(next)) {
    if (step.name === 'two due') await makeDue(ctx, audience, 2);
    if (step.name === 'one due') await makeDue(ctx, audience, 1);
    if (step.name === 'none due') await makeDue(ctx, audience, 0);
    if (step.name === 'load fails') {
      await makeDue(ctx, audience, 1);
      // A lost connection: the stack answers every call it gets, so this one is cut here.
      await ctx.page.route(
        (url) => url.pathname === announcementsPath && url.searchParams.get('types') === 'PU',
        (route) => route.abort('failed'),
        { times: 1 },
      );
    }
  }
};

const isHome = (page: Page) => ['/', '/home'].includes(new URL(page.url()).pathname);

const nav = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true }).first();

const nothingOnScreen = async (ctx: Ctx) => {
  await rendered(ctx.page);
  await expect(noticePopup(ctx.page)).toHaveCount(0);
};

/** The simulated page: who is on it and what the chart does, to refuse what it cannot do. */
const refusal = (steps: readonly BoundStep[]): string | null => {
  let member = false;
  let state: 'idle' | 'loading' | 'showing' | 'done' = 'idle';
  for (const { name } of steps.slice(1)) {
    if (['guest at home', 'member logs in', 'first login', 'logout'].includes(name)) {
      if (state === 'showing') return 'the popup is modal: nothing else can be used meanwhile';
      if (state === 'loading') return 'the answer arrives before the next action';
    }
    switch (name) {
      case 'guest at home':
        if (member) return 'a member on screen is no guest';
        state = 'loading';
        break;
      case 'member logs in':
      case 'first login':
        if (member) return 'already logged in';
        member = true;
        state = 'loading';
        break;
      case 'logout':
        if (!member) return 'a guest has nobody to log out';
        member = false;
        state = 'idle';
        break;
      case 'two due':
      case 'one due':
        state = 'showing';
        break;
      case 'none due':
      case 'load fails':
        state = 'done';
        break;
      default:
        break;
    }
  }
  return null;
};

/**
 * The popup notices' queue in the browser: a guest who reaches the home page (from another
 * page, by the header's link), demo_player logging in with the header form, closing popups, and
 * the logout. How many popups are due is set up before each load: the seed's popup of the
 * audience, a second one made through the QA controls, and the marks the site itself keeps once
 * a popup is closed (so a popup is "already shown").
 */
export const noticePopupsBinding: FlowBinding<Data> = {
  flowId: 'noticePopups',
  inputs: ['default'],
  timeout: 90_000,
  data: () => ({ extra: { guest: null, member: null } }),
  start: async (ctx) => {
    await ctx.page.goto('/vip');
    await expect(ctx.page.getByRole('heading', { level: 1, name: 'VIP' })).toBeVisible();
  },
  rejectPath: (steps) => refusal(steps),
  events: {
    'guest at home': async (ctx, _step, next) => {
      // Home by the header's link: from another page first when already there.
      if (isHome(ctx.page)) {
        await nav(ctx.page, 'Promotions').click();
        await expect(ctx.page).toHaveURL(/\/promotions$/);
      }
      await arrange(ctx, 'guest', next);
      await nav(ctx.page, 'Home').click();
    },
    'member logs in': async (ctx, _step, next) => {
      await arrange(ctx, 'member', next);
      await headerLogin(ctx.page, 'demo_player', 'Demo1234');
    },
    dismiss: async (ctx) => {
      const last = await noticePopup(ctx.page).getByRole('button', { name: 'Got it' }).count();
      await noticePopup(ctx.page)
        .getByRole('button', { name: last > 0 ? 'Got it' : 'Next notice' })
        .click();
    },
    logout: async (ctx) => {
      // The visitor lands at home, where the guests' popups would load: none are due.
      await makeDue(ctx, 'guest', 0);
      await ctx.page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
      await ctx.page
        .getByRole('dialog', { name: 'Sign out' })
        .getByRole('button', { name: 'Confirm' })
        .click();
      await expect(ctx.page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    },
    'two due': async () => {},
    'one due': async () => {},
    'none due': async () => {},
    'load fails': async () => {},
  },
  states: {
    'noticePopups.idle': nothingOnScreen,
    'noticePopups.showing': async (ctx) => {
      await expect(noticePopup(ctx.page)).toBeVisible();
      await expect(
        noticePopup(ctx.page).getByRole('button', { name: /^(Got it|Next notice)$/ }),
      ).toBeFocused();
    },
    'noticePopups.done': nothingOnScreen,
  },
  waivers: {
    events: {
      'first login':
        'The same transition as "member logs in" (popups.load, audience member); a first login also opens the password advice modal first. The F popups it lets through are checked by popup-marks.test.ts and the upstream tests.',
    },
    states: {
      'noticePopups.loading':
        'In flight: the announcements call answers at once (the transition check proves the page passed it).',
    },
  },
};
