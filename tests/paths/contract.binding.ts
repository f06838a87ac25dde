import type { Locator, Page, Route } from '@playwright/test';
import { expect } from '@playwright/test';
import { capOf, type ContractContext } from '@his/machines/contract';
import { flows, type FlowEntry } from '@his/machines/flows';
import { createTestActor, deliver } from '@his/machines/testing';
import { callRoutes } from '@his/shared/call-routes';
import { calls } from '@his/shared/calls';
import { fail, ok } from '@his/shared/envelope';
import { errorCatalogue, errorMessage, isErrorCode } from '@his/shared/errors';
import { en } from '@his/shared/i18n/en';
import { logInThroughApi } from '../support/api-login.ts';
import type { BoundStep, FlowBinding, FlowContext } from './support/binding.ts';
import { answersAhead } from './support/steps.ts';

/** A change the page sent (offer, answer, termination request): its path and body. */
interface SentChange {
  path: string;
  body: Record<string, unknown>;
}

interface ContractData {
  /** Every change the page posted, in order (armed or held). */
  sent: SentChange[];
}

type Ctx = FlowContext<ContractData>;

const flowId = 'contract';

const contractFlow = (): FlowEntry => {
  const flow = flows.find((entry) => entry.id === flowId);
  if (!flow) throw new Error(`no flow "${flowId}" in @his/machines/flows`);
  return flow;
};

/** The chart's invokes and the registry calls the web wires them to (contract.actor.ts). */
const callOfActor = {
  loadContracts: 'contractList',
  sendOffer: 'contractOffer',
  respond: 'contractRespond',
  terminate: 'contractTerminate',
} as const;

type ActorId = keyof typeof callOfActor;

const isActorId = (id: string): id is ActorId => Object.hasOwn(callOfActor, id);

const pathOf = (actor: ActorId): string => callRoutes[callOfActor[actor]].path;

/** What a call answers: the platform's envelope (taken or refused), or no answer at all. */
type Answer = { status: number; json: unknown } | 'lost';

/**
 * The answer the model gives an invoke, as the bff would hand it to the browser: a done event's
 * output in a success envelope (checked with the registry's schema of the call), an error's code
 * and value in a failure envelope with the code's status, and `network.error` as a request that
 * never got an answer (the client's own code for a lost connection).
 */
const answerOf = (step: BoundStep): { actor: ActorId; answer: Answer } => {
  const [, outcome, actor] = /^xstate\.(done|error)\.actor\.(.+)$/.exec(step.event.type) ?? [];
  if (actor === undefined || !isActorId(actor)) throw new Error(`no call for "${step.name}"`);
  if (outcome === 'done') {
    const value = calls[callOfActor[actor]].value.parse(step.event.output ?? null);
    return { actor, answer: { status: 200, json: ok(value) } };
  }
  const { code, value } = step.event.error as { code: string; value?: unknown };
  if (code === 'network.error') return { actor, answer: 'lost' };
  if (!isErrorCode(code)) throw new Error(`"${step.name}": ${code} is no platform error code`);
  return {
    actor,
    answer: {
      status: errorCatalogue[code].status,
      json: fail(code, errorMessage(code), value ?? null),
    },
  };
};

const record = (ctx: Ctx, path: string, route: Route) => {
  const body: unknown = route.request().postDataJSON();
  if (typeof body === 'object' && body !== null)
    ctx.data.sent.push({ path, body: body as Record<string, unknown> });
};

/**
 * The answers of the path, faked on the route: the list is the model's fixture (demo_sub1's
 * contracts with ids 1–6, which the seed's contracts are not), so every change names a contract
 * the real platform does not hold and its answer must be the model's too. A call the path does
 * not answer (it ends with the call in flight) is held, as the model leaves it.
 */
const holdUnansweredCalls = async (ctx: Ctx) => {
  for (const actor of Object.keys(callOfActor).filter(isActorId)) {
    const path = pathOf(actor);
    await ctx.page.route(
      (url) => url.pathname === path,
      (route) => record(ctx, path, route),
    );
  }
};

/** Sets up the answers the action about to be taken leads to (registered last, used first). */
const arm = async (ctx: Ctx, next: readonly BoundStep[]) => {
  for (const step of answersAhead(next)) {
    const { actor, answer } = answerOf(step);
    const path = pathOf(actor);
    await ctx.page.route(
      (url) => url.pathname === path,
      async (route) => {
        record(ctx, path, route);
        if (answer === 'lost') await route.abort('failed');
        else await route.fulfill(answer);
      },
      { times: 1 },
    );
  }
};

/**
 * The chart's context after a step of the path, replayed in Node from the flow's input: what
 * the panel must show (notice, error, the form's fields and problems, the conflicts named).
 */
const modelAfter = (ctx: Ctx, index: number): ContractContext => {
  const flow = contractFlow();
  const handle = createTestActor(flow.machine, { input: flow.model.inputs[ctx.inputName] });
  handle.actor.start();
  for (const step of ctx.steps) if (step.index <= index) deliver(handle, step.event);
  const { context } = handle.actor.getSnapshot() as { context: ContractContext };
  handle.actor.stop();
  return context;
};

const panelOf = (page: Page): Locator => page.getByTestId('contracts-panel');
const formOf = (ctx: Ctx): Locator => panelOf(ctx.page).getByTestId('contract-offer-form');
const dialogOf = (ctx: Ctx): Locator => ctx.page.getByTestId('conflict-dialog');
const cardOf = (ctx: Ctx, id: number): Locator => panelOf(ctx.page).getByTestId(`contract-${id}`);

const contractIdOf = (step: BoundStep): number => {
  const { contractId } = step.event;
  if (typeof contractId !== 'number') throw new Error(`"${step.name}" names no contract`);
  return contractId;
};

/** Waits for the change an action posts and checks its body against what the chart sends. */
const expectSent = async (
  ctx: Ctx,
  before: number,
  actor: ActorId,
  body: Record<string, unknown>,
) => {
  await expect
    .poll(() => ctx.data.sent.length, { message: 'the change is posted' })
    .toBe(before + 1);
  const sent = ctx.data.sent[before];
  expect(sent?.path).toBe(pathOf(actor));
  expect(sent?.body).toMatchObject(body);
};

/** An answer to a listed contract: its button inside `contract-<id>`, and the body it posts. */
const answer =
  (testId: string, actor: ActorId, accept?: boolean) =>
  async (ctx: Ctx, step: BoundStep, next: readonly BoundStep[]) => {
    const contractId = contractIdOf(step);
    const before = ctx.data.sent.length;
    await arm(ctx, next);
    await cardOf(ctx, contractId).getByTestId(testId).click();
    await expectSent(
      ctx,
      before,
      actor,
      accept === undefined ? { contractId } : { contractId, accept },
    );
  };

/**
 * An action the chart's guard refuses for that contract: the card offers no such button (the
 * panel asks the chart's `can`), so the agent cannot send it and nothing changes.
 */
const notOffered = (testId: string) => async (ctx: Ctx, step: BoundStep) => {
  const card = cardOf(ctx, contractIdOf(step));
  await expect(card).toBeVisible();
  await expect(card.getByTestId(testId)).toHaveCount(0);
};

/**
 * Types into a field of the form. A value equal to the field's would change nothing in the
 * browser (React sends no change), while the chart takes every edit: the agent first types
 * something else, then the value.
 */
const typeInto = async (field: Locator, value: string) => {
  if ((await field.inputValue()) === value) await field.fill(value === '' ? '-' : '');
  await field.fill(value);
};

const fieldEvent = (testId: (step: BoundStep) => string) => async (ctx: Ctx, step: BoundStep) => {
  const value = step.event.account ?? step.event.value;
  if (typeof value !== 'string') throw new Error(`"${step.name}" types no value`);
  await typeInto(formOf(ctx).getByTestId(testId(step)), value);
};

const tierField = (step: BoundStep): string => {
  const { index, field } = step.event;
  return `offer-tier-${String(index)}-${String(field)}`;
};

/** A form button the chart may refuse (ten tiers, the last tier): disabled then, else clicked. */
const formButton = (testId: (step: BoundStep) => string) => async (ctx: Ctx, step: BoundStep) => {
  const button = formOf(ctx).getByTestId(testId(step));
  if (step.transitions.length === 0) await expect(button).toBeDisabled();
  else await button.click();
};

const waitForAnswer = async () => {};

const notices: Record<string, string> = {
  offered: 'Your offer was sent. It waits for the downline’s answer.',
  accepted: 'You accepted the contract. It is now in force.',
  rejected: 'You rejected the offer.',
  terminationRequested: 'Your request to end the contract was sent. It waits for an answer.',
  terminationApproved: 'You agreed to end the contract. It is now terminated.',
  terminationRefused: 'You refused to end the contract. It stays in force.',
};

const statuses: Record<string, string> = {
  inProcess: 'In process',
  rejected: 'Rejected',
  accepted: 'Accepted',
  terminated: 'Terminated',
};

/** The text the web shows for a code (a code it has no text for reads as a system error). */
const errorText = (code: string): string =>
  Object.hasOwn(en.errors, code)
    ? en.errors[code as keyof typeof en.errors]
    : en.errors['internal.error'];

/** The code of the last failure, as the panel or the form shows it (nothing without one). */
const expectFailure = async (area: Locator, code: string | null) => {
  if (code === null) await expect(area.getByRole('alert')).toHaveCount(0);
  else await expect(area.getByRole('alert')).toHaveText(errorText(code));
};

/** Every contract of the chart's list shows with its status. */
const expectList = async (ctx: Ctx, model: ContractContext) => {
  for (const contract of model.contracts) {
    await expect(cardOf(ctx, contract.id).getByTestId('contract-status')).toHaveText(
      statuses[contract.status] ?? contract.status,
    );
  }
};

const expectInvalid = async (field: Locator, invalid: boolean) => {
  if (invalid) await expect(field).toHaveAttribute('aria-invalid', 'true');
  else await expect(field).not.toHaveAttribute('aria-invalid');
};

/** The confirmation names exactly the contracts the refusal named. */
const confirmationShown = async (ctx: Ctx, step: BoundStep) => {
  const { conflicts } = modelAfter(ctx, step.index);
  const dialog = dialogOf(ctx);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-testid^="conflict-item-"]')).toHaveCount(conflicts.length);
  for (const conflict of conflicts) {
    await expect(dialog.getByTestId(`conflict-item-${conflict.id}`)).toContainText(
      `top rate ${conflict.topRate}%`,
    );
  }
};

const inFlight =
  'In flight: the faked answer comes at once (the transition check proves the page passed it).';

/**
 * The contracts panel of demo_sub1's team page, opened on the row of its direct downline
 * demo_sub2 (`/?ac=downlineManagmentView`, "Contracts"). No page shows the model's kinds
 * (dividend and daily salary): each contract page shows one kind, the team page all four. The
 * team page is the one whose chart behaves as the model's for the whole alphabet: its list asks
 * for every kind as the model's does, it lists both fixture kinds (a one-kind page would hide
 * the daily salary offer 3 the alphabet answers), and its first kind is the dividend. Two
 * differences, handled here: it also lists the hourly contract 6 (no event names it), and it
 * starts a new offer with the row's account, which the model's input has not, so a blank
 * offer's downline is cleared first. The kind select lists the page's kinds only, so "a kind of
 * another page" cannot be chosen (waived). Every answer is the model's, faked on the route
 * (see `holdUnansweredCalls`).
 */
export const contractBinding: FlowBinding<ContractData> = {
  flowId,
  inputs: ['dividend and daily salary page'],
  timeout: 90_000,
  data: () => ({ sent: [] }),
  start: async (ctx) => {
    await holdUnansweredCalls(ctx);
    await logInThroughApi(ctx.page, 'demo_sub1', 'Demo1234');
    await ctx.page.goto('/?ac=downlineManagmentView');
    const center = ctx.page.getByRole('dialog', { name: 'Agent center' });
    const contracts = center.getByRole('button', { name: 'Contracts with demo_sub2' });
    await expect(contracts).toBeVisible({ timeout: 30_000 });
    await arm(ctx, ctx.steps);
    await contracts.click();
    await expect(panelOf(ctx.page)).toBeVisible();
  },
  events: {
    'list loaded': waitForAnswer,
    'list failed': waitForAnswer,
    retry: async (ctx, _step, next) => {
      await arm(ctx, next);
      await panelOf(ctx.page).getByTestId('contracts-retry').click();
    },
    reload: async (ctx, _step, next) => {
      await arm(ctx, next);
      await panelOf(ctx.page).getByTestId('contracts-reload').click();
    },
    'open a blank offer': async (ctx) => {
      await panelOf(ctx.page).getByTestId('contracts-offer-open').click();
      // The team page fills the row's account in; the model's page has no downline to offer.
      const downline = formOf(ctx).getByTestId('offer-downline');
      if ((await downline.inputValue()) !== '') await downline.fill('');
    },
    'offer new terms to demo_sub2': async (ctx, step) => {
      const from = step.event.from;
      if (typeof from !== 'number') throw new Error('no contract to offer from');
      await cardOf(ctx, from).getByTestId('contract-offer-again').click();
    },
    'offer from the upline’s contract': async (ctx, step) => {
      // Contract 1 is the upline's (demo_sub1 is its downline): no "Offer new terms" on it.
      const card = cardOf(ctx, Number(step.event.from));
      await expect(card).toBeVisible();
      await expect(card.getByTestId('contract-offer-again')).toHaveCount(0);
    },
    'type a downline': fieldEvent(() => 'offer-downline'),
    'clear the downline': fieldEvent(() => 'offer-downline'),
    'choose daily salary': async (ctx, step) => {
      await formOf(ctx).getByTestId('offer-kind').selectOption(String(step.event.kind));
    },
    'choose weekly': async (ctx, step) => {
      await formOf(ctx).getByTestId('offer-period').selectOption(String(step.event.period));
    },
    'add a tier': formButton(() => 'offer-tier-add'),
    'remove the first tier': formButton((step) => `offer-tier-${String(step.event.index)}-remove`),
    'remove a tier that is not there': async (ctx, step) => {
      await expect(formOf(ctx)).toBeVisible();
      await expect(
        formOf(ctx).getByTestId(`offer-tier-${String(step.event.index)}-remove`),
      ).toHaveCount(0);
    },
    'type a first rate above the cap': fieldEvent(tierField),
    'type a first rate of 5': fieldEvent(tierField),
    'type a first threshold of 0': fieldEvent(tierField),
    submit: async (ctx, step, next) => {
      const before = ctx.data.sent.length;
      await arm(ctx, next);
      await formOf(ctx).getByTestId('offer-submit').click();
      const { draft } = modelAfter(ctx, step.index - 1);
      if (step.expectedStates.includes('contract.ready.offer.sending') && draft) {
        await expectSent(ctx, before, 'sendOffer', {
          downline: draft.downline.trim(),
          terms: { kind: draft.kind },
        });
      }
    },
    'close the form': async (ctx) => {
      await formOf(ctx).getByTestId('offer-cancel').click();
    },
    'offer taken': waitForAnswer,
    'offer would end contracts': waitForAnswer,
    'offer above the cap': waitForAnswer,
    'offer refused': waitForAnswer,
    'agree to end them': async (ctx, _step, next) => {
      const before = ctx.data.sent.length;
      const resent = ctx.data.sent.at(-1);
      if (!resent) throw new Error('no change to send again');
      await arm(ctx, next);
      await dialogOf(ctx).getByTestId('conflict-confirm').click();
      await expectSent(ctx, before, resent.path.endsWith('/offer') ? 'sendOffer' : 'respond', {
        ...resent.body,
        endConflicts: true,
      });
    },
    'do not agree': async (ctx, step) => {
      // Over the offer form the agent presses "Keep them"; over an answer, Escape.
      if (modelAfter(ctx, step.index - 1).draft !== null)
        await dialogOf(ctx).getByTestId('conflict-cancel').click();
      else await ctx.page.keyboard.press('Escape');
      await expect(dialogOf(ctx)).toHaveCount(0);
    },
    'accept the offer': answer('contract-accept', 'respond', true),
    'accept a contract in force': notOffered('contract-accept'),
    'reject the offer': answer('contract-reject', 'respond', false),
    'ask to end the contract with the upline': answer('contract-ask-termination', 'terminate'),
    'ask to end a contract already asked': notOffered('contract-ask-termination'),
    'approve demo_sub2’s termination': answer('contract-approve-termination', 'respond', true),
    'approve a termination nobody asked': notOffered('contract-approve-termination'),
    'refuse demo_sub2’s termination': answer('contract-refuse-termination', 'respond', false),
    'answer taken': waitForAnswer,
    'answer would end contracts': waitForAnswer,
    'answer refused': waitForAnswer,
    'termination asked': waitForAnswer,
    'termination refused': waitForAnswer,
  },
  states: {
    'contract.loadFailed': async (ctx, step) => {
      const panel = panelOf(ctx.page);
      await expect(panel).toHaveAttribute('aria-busy', 'false');
      await expect(panel.getByTestId('contracts-retry')).toBeVisible();
      await expectFailure(panel.getByTestId('contracts-error'), modelAfter(ctx, step.index).error);
    },
    'contract.ready.browsing': async (ctx, step) => {
      const model = modelAfter(ctx, step.index);
      const panel = panelOf(ctx.page);
      await expect(panel).toHaveAttribute('aria-busy', 'false');
      await expect(panel.getByTestId('contracts-offer-open')).toBeEnabled();
      await expect(formOf(ctx)).toHaveCount(0);
      await expect(dialogOf(ctx)).toHaveCount(0);
      await expect(panel.getByTestId('contracts-retry')).toHaveCount(0);
      await expect(panel.getByTestId('contracts-notice')).toHaveText(
        model.notice === null ? '' : (notices[model.notice] ?? model.notice),
      );
      await expectFailure(panel.getByTestId('contracts-error'), model.error);
      await expectList(ctx, model);
    },
    'contract.ready.offer.editing': async (ctx, step) => {
      const { draft, fieldErrors, error, contracts, refusedCaps } = modelAfter(ctx, step.index);
      if (!draft) throw new Error('the model has no offer form');
      const form = formOf(ctx);
      await expect(form.getByTestId('offer-submit')).toBeEnabled();
      await expect(dialogOf(ctx)).toHaveCount(0);
      const downline = form.getByTestId('offer-downline');
      await expect(downline).toHaveValue(draft.downline);
      await expectInvalid(downline, 'downline' in fieldErrors);
      await expect(form.getByTestId('offer-kind')).toHaveValue(draft.kind);
      if (draft.kind === 'dividend')
        await expect(form.getByTestId('offer-period')).toHaveValue(draft.period);
      await expect(form.locator('[data-testid$="-threshold"]')).toHaveCount(draft.tiers.length);
      for (const [index, tier] of draft.tiers.entries()) {
        for (const field of ['threshold', 'rate'] as const) {
          const input = form.getByTestId(`offer-tier-${index}-${field}`);
          await expect(input).toHaveValue(tier[field]);
          await expectInvalid(input, `tier.${index}.${field}` in fieldErrors);
        }
      }
      const cap = capOf(contracts, refusedCaps, draft.kind);
      const capText = form.getByText(/^Your own top rate for this type is/);
      if (cap === null) await expect(capText).toHaveCount(0);
      else await expect(capText).toContainText(`${cap}%`);
      await expectFailure(form, error);
    },
    'contract.ready.offer.confirming': async (ctx, step) => {
      await confirmationShown(ctx, step);
      await expect(formOf(ctx)).toBeAttached();
    },
    'contract.ready.accepting.confirming': confirmationShown,
    'contract.ready.approvingTermination.confirming': confirmationShown,
  },
  waivers: {
    events: {
      'choose a kind of another page':
        'The kind select lists the page’s kinds only (the panel sends no other), and on the team page every kind is the page’s: no kind outside the page can be chosen. The model refuses it, so no transition is lost.',
    },
    states: {
      'contract.loading': inFlight,
      'contract.ready.offer.sending': inFlight,
      'contract.ready.accepting.sending': inFlight,
      'contract.ready.rejecting': inFlight,
      'contract.ready.requestingTermination': inFlight,
      'contract.ready.approvingTermination.sending': inFlight,
      'contract.ready.refusingTermination': inFlight,
    },
  },
  rejectPath: (steps, inputName) => {
    const flow = contractFlow();
    const handle = createTestActor(flow.machine, { input: flow.model.inputs[inputName] });
    handle.actor.start();
    try {
      for (const step of steps.slice(1)) {
        const { draft } = handle.actor.getSnapshot().context as ContractContext;
        if (step.name === 'choose weekly' && draft?.kind !== 'dividend')
          return 'the period select shows for a dividend only';
        deliver(handle, step.event);
      }
      return null;
    } finally {
      handle.actor.stop();
    }
  },
};
