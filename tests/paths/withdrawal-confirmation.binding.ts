import type { Locator, Route } from '@playwright/test';
import { expect } from '@playwright/test';
import { openConfirmation, releasedWithdrawal, smallPng } from '../support/wallet-pages.ts';
import type { BoundStep, FlowBinding, FlowContext } from './support/binding.ts';
import { answersAhead, expects, failNextRequest } from './support/steps.ts';
import { openAsDemoPlayer } from '../support/api-login.ts';

interface ConfirmationData {
  dialog: Locator | null;
  withdrawalId: number;
  /** Lets a held answer go on (set while an answer waits for the deadline to pass). */
  release: (() => void) | null;
}

type Ctx = FlowContext<ConfirmationData>;

const answerPath = '/wps/relay/MCSFE_processC2CTransaction';
const windowMinutes = 10;

/** A JPEG by its markers (SOI, a JFIF APP0 segment, EOI), as the chart and the upstream read it. */
const smallJpeg = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);

const dialogOf = (ctx: Ctx): Locator => {
  if (!ctx.data.dialog) throw new Error('the confirmation dialog is not open');
  return ctx.data.dialog;
};

const button = (ctx: Ctx, name: string) => dialogOf(ctx).getByRole('button', { name, exact: true });

/** Whether the deadline passes before the answer of the action about to be taken comes. */
const deadlineBeforeAnswer = (next: readonly BoundStep[]): boolean => {
  const answer = next.findIndex((step) => step.name !== 'deadline passes');
  return answer > 0 && next[0]?.name === 'deadline passes';
};

/**
 * Sets up the answer of the action about to be taken. The real stack answers "taken" on its
 * own; "no longer awaiting" is the upstream's clock moved past the window first (it settles
 * the withdrawal before it reads an answer). Two answers it cannot give on demand are faked
 * on the route, said here: a failure (an aborted request, as a lost connection) and a "forced
 * received" verdict (only a race of the timer sweep and the answer gives it). An answer the
 * deadline overtakes is held until the page's clock passed it.
 */
const armAnswer = async (ctx: Ctx, next: readonly BoundStep[]) => {
  const rest = deadlineBeforeAnswer(next) ? next.slice(1) : next;
  if (expects(rest, 'no longer awaiting')) await ctx.qa.advanceClock((windowMinutes + 1) * 60_000);
  if (expects(rest, 'answer failed')) await failNextRequest(ctx.page, answerPath);
  if (expects(rest, 'server says forced')) {
    const [withdrawal] = await ctx.qa.withdrawals('demo_player');
    await ctx.page.route(
      (url) => url.pathname === answerPath,
      (route) =>
        route.fulfill({
          json: {
            success: true,
            value: { ...withdrawal, status: 'forcedReceived', deadline: null },
            message: '',
            errorCode: '',
          },
        }),
      { times: 1 },
    );
  }
  if (deadlineBeforeAnswer(next)) {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    ctx.data.release = open;
    await ctx.page.route(
      (url) => url.pathname === answerPath,
      async (route: Route) => {
        await gate;
        await route.fallback();
      },
      { times: 1 },
    );
  }
};

const act = (name: string) => async (ctx: Ctx, _step: BoundStep, next: readonly BoundStep[]) => {
  await armAnswer(ctx, next);
  await button(ctx, name).click();
};

const addFile = (name: string, mimeType: string, buffer: Buffer) => async (ctx: Ctx) => {
  await dialogOf(ctx).getByLabel('Add image').setInputFiles({ name, mimeType, buffer });
};

const status = (text: string | RegExp) => async (ctx: Ctx) => {
  await expect(dialogOf(ctx).getByRole('status')).toContainText(text);
};

const waitForAnswer = async () => {};

const inFlight = [
  'withdrawalConfirmation.open.answer.confirming',
  'withdrawalConfirmation.open.answer.uploading',
];

/**
 * The receipt confirmation of a released withdrawal (demo_player, a 10-minute window): opened
 * from the withdraw page's "Confirm receipt", answered with the real stack (proofs are real
 * PNG bytes and JPEG markers), the countdown on the page's clock.
 */
export const withdrawalConfirmationBinding: FlowBinding<ConfirmationData> = {
  flowId: 'withdrawalConfirmation',
  inputs: ['ten minutes left'],
  timeout: 90_000,
  clock: true,
  data: () => ({ dialog: null, withdrawalId: 0, release: null }),
  start: async (ctx) => {
    await ctx.qa.withdrawSettings({ confirmationMinutes: windowMinutes });
    await openAsDemoPlayer(ctx.page);
    ctx.data.withdrawalId = (await releasedWithdrawal(ctx.page, ctx.qa, '100')).id;
    ctx.data.dialog = await openConfirmation(ctx.page);
  },
  events: {
    received: act('Received'),
    'not received': act('Not received'),
    'add png': addFile('transfer.png', 'image/png', smallPng()),
    'add jpeg': addFile('bank.jpg', 'image/jpeg', smallJpeg),
    'add fake png': addFile('notes.png', 'image/png', Buffer.from('not an image at all')),
    'remove first': async (ctx) => {
      await dialogOf(ctx)
        .getByRole('button', { name: /^Remove / })
        .first()
        .click();
    },
    submit: act('Send claim'),
    back: act('Back'),
    retry: act('Retry'),
    close: async (ctx) => {
      await dialogOf(ctx).getByRole('button', { name: 'Close' }).click();
      await expect(ctx.page.getByRole('dialog', { name: 'Confirm receipt' })).toHaveCount(0);
    },
    'answer taken': waitForAnswer,
    'claim taken': waitForAnswer,
    'server says forced': waitForAnswer,
    'no longer awaiting': waitForAnswer,
    'answer failed': waitForAnswer,
    'sync clock': async (ctx) => {
      await ctx.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    },
    tick: async (ctx) => {
      await ctx.page.clock.runFor(1_000);
    },
    'deadline passes': async (ctx, _step, next) => {
      await ctx.page.clock.runFor(windowMinutes * 60_000);
      // With an answer held the dialog waits for the server's verdict at zero; let it come.
      if (ctx.data.release && answersAhead(next).length > 0) {
        await expect(dialogOf(ctx)).toContainText('Time left to answer: 0:00');
        ctx.data.release();
        ctx.data.release = null;
      }
    },
  },
  states: {
    'withdrawalConfirmation.open.answer.choosing': async (ctx) => {
      await expect(button(ctx, 'Received')).toBeVisible();
      await expect(button(ctx, 'Not received')).toBeVisible();
    },
    'withdrawalConfirmation.open.answer.proof': async (ctx) => {
      await expect(button(ctx, 'Send claim')).toBeVisible();
      await expect(dialogOf(ctx).getByLabel('Add image')).toBeVisible();
    },
    'withdrawalConfirmation.open.answer.confirmFailed': async (ctx) => {
      await expect(dialogOf(ctx).getByRole('alert')).toBeVisible();
      await expect(button(ctx, 'Retry')).toBeVisible();
    },
    'withdrawalConfirmation.open.answer.uploadFailed': async (ctx) => {
      await expect(button(ctx, 'Retry')).toBeVisible();
      await expect(button(ctx, 'Back')).toBeVisible();
    },
    'withdrawalConfirmation.open.countdown.running': async (ctx, step) => {
      // With an answer sent in this step the page may already show the server's verdict.
      if (step.expectedStates.some((id) => inFlight.includes(id))) return;
      await expect(dialogOf(ctx)).toContainText(/Time left to answer: \d+:\d\d/);
    },
    // Checked by the deadline's own binding before the held answer goes on.
    'withdrawalConfirmation.open.countdown.ended': async (ctx) => {
      await expect(dialogOf(ctx)).toBeVisible();
    },
    'withdrawalConfirmation.confirmed': status('confirmed as received'),
    'withdrawalConfirmation.underReview': status('under review'),
    'withdrawalConfirmation.notAwaiting': status('no longer waiting for your confirmation'),
    'withdrawalConfirmation.forcedReceived': async (ctx) => {
      await expect(dialogOf(ctx).getByRole('alert')).toContainText('will not be refunded');
    },
  },
  waivers: {
    events: {},
    states: {
      'withdrawalConfirmation.open.answer.confirming':
        'In flight: the answer comes at once (the transition check proves the page passed it).',
      'withdrawalConfirmation.open.answer.uploading':
        'In flight: the answer comes at once (the transition check proves the page passed it).',
    },
  },
};
