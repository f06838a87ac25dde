import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { callRoutes, csrfHeader } from '@his/shared/call-routes';
import { openAsDemoPlayer } from '../support/api-login.ts';
import {
  applicationForm,
  openPromotion,
  pdfNamedPng,
  smallJpeg,
} from '../support/promotion-pages.ts';
import { smallPng } from '../support/wallet-pages.ts';
import type { BoundStep, FlowBinding, FlowContext } from './support/binding.ts';
import { answersAhead, failNextRequest } from './support/steps.ts';

type Ctx = FlowContext<Record<string, never>>;

/** The seed's promotion each model input starts from. */
const promotionOf: Record<string, { code: string; title: string }> = {
  'open application': { code: 'welcome_bonus', title: 'Welcome bonus 18.00' },
  'approved bonus': { code: 'welcome_bonus', title: 'Welcome bonus 18.00' },
  'open raffle': { code: 'lucky_raffle', title: 'Lucky raffle' },
  'open event': { code: 'slots_tournament', title: 'Slots tournament' },
  'coming soon': { code: 'lunar_reload', title: 'Lunar New Year reload 88.00' },
};

const pathOf = (name: keyof typeof callRoutes) => callRoutes[name].path;

/** A call the member makes elsewhere (another tab), through the bff with the page's cookies. */
const elsewhere = async (page: Page, name: keyof typeof callRoutes, body: unknown) => {
  const response = await page.request.fetch(pathOf(name), {
    method: callRoutes[name].method,
    ...(body === undefined ? {} : { data: body }),
    headers: {
      [csrfHeader.name]: csrfHeader.value,
      origin: new URL(page.url()).origin,
      'Idempotency-Key': crypto.randomUUID(),
    },
  });
  const answer = (await response.json()) as { success: boolean; value: unknown };
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  return answer.value;
};

/** The id of the seed's promotion of that English title, as the list answers it. */
const promotionIdOf = async (page: Page, title: string): Promise<number> => {
  const list = (await elsewhere(page, 'promotionList', undefined)) as {
    list: { id: number; title: { EN: string } }[];
  };
  const promotion = list.list.find((row) => row.title.EN === title);
  if (!promotion) throw new Error(`no promotion ${title}`);
  return promotion.id;
};

const applyElsewhere = async (ctx: Ctx) =>
  elsewhere(ctx.page, 'promotionApply', {
    promotionId: await promotionIdOf(ctx.page, 'Welcome bonus 18.00'),
    remark: 'Sent from another tab',
    images: [],
  });

const decideApplying = async (ctx: Ctx, approve: boolean) => {
  const applying = (await ctx.qa.promotionApplications('demo_player')).find(
    (application) => application.status === 'applying',
  );
  if (applying) await ctx.qa.decideApplication(applying.id, approve);
};

const claimElsewhere = async (ctx: Ctx) => {
  const center = (await elsewhere(ctx.page, 'rewardCenter', undefined)) as {
    waiting: { id: number }[];
  };
  const [reward] = center.waiting;
  if (reward) await elsewhere(ctx.page, 'claimReward', { rewardId: reward.id });
};

const drawElsewhere = async (ctx: Ctx) => {
  await elsewhere(ctx.page, 'claimRafflePromotion', {
    promotionId: await promotionIdOf(ctx.page, 'Lucky raffle'),
  });
};

/**
 * Sets up, before a user action, the answers the model says follow it, with the real stack: an
 * application, a claim or a draw made elsewhere (the member's other tab, through the bff), QA's
 * review, a promotion ended by QA. A failure is the one answer faked: a request that never gets
 * an answer (a lost connection) cannot be had from the stack on demand.
 */
const arm = async (ctx: Ctx, next: readonly BoundStep[]) => {
  const { code } = promotionOf[ctx.inputName] ?? { code: 'welcome_bonus' };
  for (const step of answersAhead(next)) {
    switch (step.name) {
      case 'application failed':
        await failNextRequest(ctx.page, pathOf('promotionApply'));
        break;
      case 'already applied':
        await applyElsewhere(ctx);
        break;
      case 'status rejected':
        await beforeReload(ctx, () => decideApplying(ctx, false));
        break;
      case 'status approved':
        await beforeReload(ctx, () => decideApplying(ctx, true));
        break;
      case 'status claimed':
        await beforeReload(ctx, async () => {
          await decideApplying(ctx, true);
          await claimElsewhere(ctx);
        });
        break;
      case 'status closed':
        await beforeReload(ctx, async () => {
          await decideApplying(ctx, false);
          await ctx.qa.closePromotion(code);
        });
        break;
      case 'status failed':
        await failNextRequest(ctx.page, pathOf('promotionDetail'));
        break;
      case 'claim failed':
        await failNextRequest(ctx.page, pathOf('claimReward'));
        break;
      case 'claimed elsewhere':
        await claimElsewhere(ctx);
        break;
      case 'draw failed':
        await failNextRequest(ctx.page, pathOf('claimRafflePromotion'));
        break;
      case 'drawn elsewhere':
        await drawElsewhere(ctx);
        break;
      case 'join failed':
        await failNextRequest(ctx.page, pathOf('promotionJoin'));
        break;
      case 'event closed':
        await ctx.qa.closePromotion(code);
        break;
      default:
        break;
    }
  }
};

/**
 * Runs `setUp` when the page asks for the member's status next, then lets the request go on: a
 * review or a claim elsewhere lands after what the page sent before it (an application refused
 * as already sent must meet the application still waiting).
 */
const beforeReload = async (ctx: Ctx, setUp: () => Promise<void>) => {
  await ctx.page.route(
    (url) => url.pathname === pathOf('promotionDetail'),
    async (route) => {
      await setUp();
      await route.fallback();
    },
    { times: 1 },
  );
};

const main = (ctx: Ctx): Locator => ctx.page.getByRole('main');

const press = (name: string) => async (ctx: Ctx, _step: BoundStep, next: readonly BoundStep[]) => {
  await arm(ctx, next);
  await main(ctx).getByRole('button', { name, exact: true }).click();
};

const addFile = (name: string, mimeType: string, buffer: () => Buffer) => async (ctx: Ctx) => {
  await applicationForm(ctx.page)
    .getByLabel('Add image')
    .setInputFiles({ name, mimeType, buffer: buffer() });
};

const status = (text: string | RegExp) => async (ctx: Ctx) => {
  await expect(main(ctx).getByRole('status')).toContainText(text);
};

const failedWithRetry = async (ctx: Ctx) => {
  await expect(main(ctx).getByRole('alert')).toBeVisible();
  await expect(main(ctx).getByRole('button', { name: 'Try again' })).toBeVisible();
};

const answered = async () => {};

/** The simulated platform of a path, to refuse orders of answers it never gives. */
interface Server {
  application: 'none' | 'applying' | 'approved' | 'rejected';
  reward: 'none' | 'waiting' | 'claimed';
  drawn: boolean;
  closed: boolean;
  images: number;
}

const kindOf = (input: string) =>
  input === 'open raffle' ? 'raffle' : input === 'open event' ? 'event' : 'application';

/**
 * Why the stack cannot walk a path, or null: each answer must be one the platform gives in the
 * state the path left it (a review outcome needs an application waiting, a promotion with a
 * bonus or a drawn raffle never shows closed, an application's statuses never answer a raffle),
 * and a remove needs an image on screen.
 */
const refusal = (steps: readonly BoundStep[], input: string): string | null => {
  const kind = kindOf(input);
  const server: Server = {
    application: input === 'approved bonus' ? 'approved' : 'none',
    reward: input === 'approved bonus' ? 'waiting' : 'none',
    drawn: false,
    closed: false,
    images: 0,
  };
  for (const { name } of steps) {
    switch (name) {
      case 'add png':
      case 'add jpeg':
        server.images = Math.min(3, server.images + 1);
        break;
      case 'remove first':
        if (server.images === 0) return 'no image to remove on screen';
        server.images -= 1;
        break;
      case 'apply again':
        server.images = 0;
        break;
      case 'application taken':
      case 'already applied':
        if (server.application === 'applying' || server.application === 'approved')
          return 'one application at a time';
        server.application = 'applying';
        server.images = 0;
        break;
      case 'status applying':
        if (kind !== 'application' || server.application !== 'applying') return 'nothing applying';
        break;
      case 'status rejected':
        if (kind !== 'application' || server.application !== 'applying') return 'nothing to reject';
        server.application = 'rejected';
        break;
      case 'status approved':
        if (kind !== 'application' || server.reward === 'claimed') return 'no bonus to approve';
        if (server.application !== 'applying' && server.reward !== 'waiting') return 'no review';
        server.application = 'approved';
        server.reward = 'waiting';
        break;
      case 'status claimed':
        if (kind !== 'application' || server.application === 'none') return 'no bonus';
        if (server.application === 'rejected') return 'a rejected application has no bonus';
        server.application = 'approved';
        server.reward = 'claimed';
        break;
      case 'bonus paid':
      case 'claimed elsewhere':
        server.reward = 'claimed';
        break;
      case 'status closed':
        if (server.reward !== 'none' || server.drawn) return 'a bonus or a prize outlives the end';
        server.closed = true;
        break;
      case 'status issued':
        if (kind !== 'raffle') return 'only a raffle is issued';
        server.drawn = true;
        break;
      case 'prize drawn':
      case 'drawn elsewhere':
        server.drawn = true;
        break;
      default:
        break;
    }
  }
  return null;
};

/**
 * A member's part in a promotion (demo_player, the seed's promotions): the page of the
 * promotion the model input names, opened from `/promotions`; the application, the review
 * (through the QA controls), the claim, the raffle and the event with the real stack.
 */
export const promotionApplicationBinding: FlowBinding = {
  flowId: 'promotionApplication',
  inputs: Object.keys(promotionOf),
  timeout: 90_000,
  maxTests: 30,
  data: () => ({}),
  start: async (ctx) => {
    await openAsDemoPlayer(ctx.page, '/');
    if (ctx.inputName === 'approved bonus') {
      const application = (await applyElsewhere(ctx)) as { id: number };
      await ctx.qa.decideApplication(application.id, true);
    }
    const { title } = promotionOf[ctx.inputName] ?? { title: '' };
    await openPromotion(ctx.page, title);
  },
  rejectPath: (steps, input) => refusal(steps, input),
  events: {
    'type remark': async (ctx) => {
      await applicationForm(ctx.page).getByLabel('Remark').fill('First deposit, order 8841');
    },
    'type long remark': async (ctx) => {
      await applicationForm(ctx.page).getByLabel('Remark').fill('x'.repeat(141));
    },
    'add png': addFile('deposit.png', 'image/png', () => smallPng()),
    'add jpeg': addFile('receipt.jpg', 'image/jpeg', () => smallJpeg),
    'add fake png': addFile('statement.png', 'image/png', () => pdfNamedPng),
    'remove first': async (ctx) => {
      await applicationForm(ctx.page)
        .getByRole('button', { name: /^Remove / })
        .first()
        .click();
    },
    submit: press('Send application'),
    edit: press('Edit application'),
    'apply again': press('Apply again'),
    refresh: press('Check status'),
    claim: press('Claim bonus'),
    draw: press('Draw now'),
    join: press('Join'),
    retry: press('Try again'),
    'application taken': answered,
    'application failed': answered,
    'already applied': answered,
    'status applying': answered,
    'status rejected': answered,
    'status approved': answered,
    'status claimed': answered,
    'status issued': answered,
    'status closed': answered,
    'status failed': answered,
    'bonus paid': answered,
    'claim failed': answered,
    'claimed elsewhere': answered,
    'prize drawn': answered,
    'draw failed': answered,
    'drawn elsewhere': answered,
    'event joined': answered,
    'join failed': answered,
    'event closed': answered,
  },
  states: {
    'promotionApplication.editing': async (ctx) => {
      await expect(
        applicationForm(ctx.page).getByRole('button', { name: 'Send application' }),
      ).toBeVisible();
    },
    'promotionApplication.uploadFailed': async (ctx) => {
      await failedWithRetry(ctx);
      await expect(main(ctx).getByRole('button', { name: 'Edit application' })).toBeVisible();
    },
    'promotionApplication.applying': status('Your application was sent and waits for review.'),
    'promotionApplication.rejected': status('Your last application was not approved.'),
    'promotionApplication.claimable': status('Your bonus of 18.00 is approved.'),
    'promotionApplication.claimFailed': failedWithRetry,
    'promotionApplication.claimed': status('Bonus of 18.00 claimed.'),
    'promotionApplication.raffle': async (ctx) => {
      await expect(main(ctx).getByRole('button', { name: 'Draw now' })).toBeVisible();
    },
    'promotionApplication.drawFailed': failedWithRetry,
    'promotionApplication.drawn': status('You won'),
    'promotionApplication.event': async (ctx) => {
      await expect(main(ctx).getByRole('button', { name: 'Join', exact: true })).toBeVisible();
    },
    'promotionApplication.joinFailed': failedWithRetry,
    'promotionApplication.joined': status('You are taking part in this event.'),
    'promotionApplication.refreshFailed': failedWithRetry,
    'promotionApplication.unavailable': status(/This promotion (has ended|opens on)/),
  },
  waivers: {
    events: {},
    states: {
      'promotionApplication.routing':
        'Left at once by its `always` transitions (the transition check proves the page passed it).',
      'promotionApplication.uploading':
        'In flight: the answer comes at once (the transition check proves the page passed it).',
      'promotionApplication.claiming':
        'In flight: the answer comes at once (the transition check proves the page passed it).',
      'promotionApplication.drawing':
        'In flight: the answer comes at once (the transition check proves the page passed it).',
      'promotionApplication.joining':
        'In flight: the answer comes at once (the transition check proves the page passed it).',
      'promotionApplication.refreshing':
        'In flight: the answer comes at once (the transition check proves the page passed it).',
    },
  },
};
