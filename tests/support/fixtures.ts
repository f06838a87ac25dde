import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Locator } from '@playwright/test';
import { test as base, expect } from '@playwright/test';
import { readFlowCoverage, recordFlowCoverage, writeBrowserCoverage } from './flow-coverage.ts';
import { markSeedPopupsSeen } from './notice-pages.ts';

interface Stack {
  baseURL: string;
  upstreamURL: string;
  recorderURL: string;
}

/** A withdrawal as the QA controls answer it (the player's view, `withdrawalSchema`). */
export interface QaWithdrawal {
  id: number;
  amount: string;
  bankCard: { id: number; bankName: string; accountNumberMasked: string };
  status:
    | 'pending'
    | 'rejected'
    | 'released'
    | 'received'
    | 'forcedReceived'
    | 'underReview'
    | 'paid'
    | 'refunded';
  createdAt: number;
  deadline: number | null;
  timeline: { status: string; at: number; reason?: string }[];
}

/** A mail in the upstream's local outbox (`GET /qa/outbox`). */
export interface OutboxMail {
  to: string;
  subject: string;
  body: string;
  at: string;
}

/** A member's rounds (`GET /qa/rounds`); amounts in currency units. */
export interface QaRounds {
  account: string;
  balance: number;
  totals: { stake: number; win: number };
  rounds: {
    nodeId: string;
    gameName: string;
    kind: string;
    stake: number;
    win: number;
    status: string;
  }[];
}

/** A member's registration data (`GET /qa/members`). */
export interface QaMember {
  account: string;
  email: string | null;
  mobile: string | null;
  profile: Record<string, string>;
  hasPaymentPassword: boolean;
}

/** A deposit order as the QA controls answer it; amounts are decimal strings, times epoch ms. */
export interface QaDepositOrder {
  id: number;
  reference: string;
  channelId: string;
  amount: string;
  status: 'pending' | 'approved' | 'rejected' | 'expired';
  createdAt: number;
  expiresAt: number;
  decidedAt: number | null;
  reason: string | null;
  payUrl: string;
}

/** A member's points (`GET /qa/points`): decimal strings; redemptions newest first. */
export interface QaPoints {
  balance: string;
  earned: string;
  redemptions: { id: number; status: 'inProcess' | 'approved' | 'rejected'; points: string }[];
}

/** A notice as the QA control takes it; a text is the same in every language unless given per language. */
export interface QaNoticeInput {
  kind: 'player' | 'promotion' | 'popup';
  title: string | { EN: string; KM: string; CN: string };
  content: string | { EN: string; KM: string; CN: string };
  sort?: number;
  startsAt?: number;
  endsAt?: number | null;
  execution?: 'A' | 'B' | 'F';
  repeat?: 'session' | 'day';
}

/** The notices and banners as `GET /qa/announcements` lists them. */
export interface QaAnnouncements {
  notices: {
    id: number;
    kind: string;
    execution: 'A' | 'B' | 'F' | null;
    repeat: 'session' | 'day' | null;
  }[];
  banners: { id: number; groupName: string }[];
}

/** A help item as `POST /qa/help-center/items` takes it (a text alike in every language, or per language). */
export interface QaHelpItemInput {
  tag: string;
  title: string | { EN: string; KM: string; CN: string };
  content: string | { EN: string; KM: string; CN: string };
  position?: number;
}

/** The help items and site resources as `GET /qa/help-center` lists them. */
export interface QaHelpCenter {
  items: { id: number; tag: string; position: number }[];
  resources: { id: number; resourceType: string; url: string; position: number }[];
}

/** A promotion application as QA's review sees it. */
export interface QaApplication {
  id: number;
  promotionId: number;
  code: string;
  remark: string;
  status: 'applying' | 'approved' | 'rejected';
  images: { mediaType: string; bytes: number }[];
}

/** The upstream's QA controls, called directly (the bff never forwards them). */
export class Qa {
  constructor(private readonly upstreamURL: string) {}

  private async post(path: string, body: unknown): Promise<void> {
    await this.postFor(path, body);
  }

  private postFor(path: string, body: unknown): Promise<unknown> {
    return this.sendFor('POST', path, body);
  }

  private async sendFor(method: 'POST' | 'PUT', path: string, body: unknown): Promise<unknown> {
    const res = await fetch(new URL(path, this.upstreamURL), {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`QA ${method} ${path} answered ${res.status}`);
    return res.json();
  }

  reset = () => this.post('/qa/reset', {});
  siteState = (state: 'normal' | 'maintenance' | 'restricted') =>
    this.post('/qa/site-state', { state });
  module = (modId: string, enabled: boolean) => this.post('/qa/modules', { modId, enabled });
  expireSessions = (account: string) => this.post('/qa/sessions/expire', { account });
  /**
   * Sends a platform message now, to one account or to every member (`/qa/messages`); a text is
   * the same in every language unless given per language. Answers its id.
   */
  sendMessage = async (message: {
    account?: string;
    all?: true;
    category: 'system' | 'promotion' | 'account';
    title: string | { EN: string; KM: string; CN: string };
    body: string | { EN: string; KM: string; CN: string };
  }): Promise<number> => ((await this.postFor('/qa/messages', message)) as { id: number }).id;

  /**
   * Creates a notice now (`/qa/announcements/notices`): a player or promotion notice, or a popup
   * with its audience (`execution` A, B or F) and `repeat` (session or day). Answers its id.
   */
  createNotice = async (notice: QaNoticeInput): Promise<number> =>
    ((await this.postFor('/qa/announcements/notices', notice)) as { id: number }).id;

  /** Every notice and banner as stored (`GET /qa/announcements`). */
  announcements = async (): Promise<QaAnnouncements> => {
    const res = await fetch(new URL('/qa/announcements', this.upstreamURL));
    if (!res.ok) throw new Error(`QA /qa/announcements answered ${res.status}`);
    return (await res.json()) as QaAnnouncements;
  };

  /** Every help item and site resource as stored (`GET /qa/help-center`). */
  helpCenter = async (): Promise<QaHelpCenter> => {
    const res = await fetch(new URL('/qa/help-center', this.upstreamURL));
    if (!res.ok) throw new Error(`QA /qa/help-center answered ${res.status}`);
    return (await res.json()) as QaHelpCenter;
  };

  /** Adds a help item (last unless its position is given); answers its id. */
  addHelpItem = async (item: QaHelpItemInput): Promise<number> =>
    ((await this.postFor('/qa/help-center/items', item)) as { id: number }).id;

  /** Changes the fields given of a help item. */
  changeHelpItem = async (id: number, change: Partial<QaHelpItemInput>): Promise<void> => {
    await this.sendFor('PUT', `/qa/help-center/items/${id}`, change);
  };

  /** Changes the fields given of the site resource of that type (`TELEGRAM`, `TERMS` …). */
  changeSiteResource = async (
    resourceType: string,
    change: { labelEn?: string; labelCn?: string; url?: string; position?: number },
  ): Promise<void> => {
    const { resources } = await this.helpCenter();
    const resource = resources.find((one) => one.resourceType === resourceType);
    if (!resource) throw new Error(`no site resource ${resourceType}`);
    await this.sendFor('PUT', `/qa/help-center/resources/${resource.id}`, change);
  };

  /** Adds a site resource (last unless its position is given); answers its id. */
  addSiteResource = async (resource: {
    resourceType: string;
    labelEn: string;
    labelCn: string;
    url: string;
  }): Promise<number> =>
    ((await this.postFor('/qa/help-center/resources', resource)) as { id: number }).id;

  /** The last SMS code the upstream issued to a number (as sent, or `+855…`). */
  async lastSmsCode(mobile: string): Promise<string> {
    const url = new URL('/qa/sms/last', this.upstreamURL);
    url.searchParams.set('mobile', mobile);
    const res = await fetch(url);
    if (!res.ok) throw new Error(`QA /qa/sms/last answered ${res.status}`);
    const body = (await res.json()) as { code: string };
    return body.code;
  }

  /** The upstream's local outbox, newest mail first. */
  async outbox(): Promise<OutboxMail[]> {
    const res = await fetch(new URL('/qa/outbox', this.upstreamURL));
    if (!res.ok) throw new Error(`QA /qa/outbox answered ${res.status}`);
    return (await res.json()) as OutboxMail[];
  }

  /**
   * A member of the test's own, made by the upstream's registration with the captcha and the
   * SMS code lifted (say with a number no test of this worker has asked a code for yet).
   */
  createMember = (member: { username: string; password: string; mobileNum?: string }) =>
    this.post('/qa/members', member);

  memberFlags = (flags: {
    account: string;
    passwordExpired?: boolean;
    mustChange?: boolean;
    firstTimeLogin?: boolean;
  }) => this.post('/qa/members/flags', flags);

  /** Shows or hides an optional register field, and makes it required or not. */
  registerRule = (field: string, enabled: boolean, required = false) =>
    this.post('/qa/register-rules', { field, enabled, required });

  /** What a registration kept of a member: contact fields, and whether a payment password. */
  async member(account: string): Promise<QaMember> {
    const url = new URL('/qa/members', this.upstreamURL);
    url.searchParams.set('account', account);
    const res = await fetch(url);
    if (!res.ok) throw new Error(`QA /qa/members answered ${res.status}`);
    return (await res.json()) as QaMember;
  }

  /** Makes every login ask for a captcha (`/qa/captcha/force`), or stops it. */
  forceCaptcha = (on: boolean) => this.post('/qa/captcha/force', { on });

  /** A member's promotion applications, newest first, with each image's type and size. */
  async promotionApplications(account: string): Promise<QaApplication[]> {
    const url = new URL('/qa/promotions/applications', this.upstreamURL);
    url.searchParams.set('account', account);
    const res = await fetch(url);
    if (!res.ok) throw new Error(`QA /qa/promotions/applications answered ${res.status}`);
    return (await res.json()) as QaApplication[];
  }

  /** The review of an application: approved (its bonus waits in the reward center) or not. */
  decideApplication = (id: number, approve: boolean) =>
    this.post('/qa/promotions/decide', { id, approve });
  /** Ends a promotion now (`/qa/promotions/close`), without moving the clock. */
  closePromotion = (code: string) => this.post('/qa/promotions/close', { code });

  /** A member's withdrawals, newest first (due ones settled first, as the player's reads do). */
  async withdrawals(account: string): Promise<QaWithdrawal[]> {
    const url = new URL('/qa/withdrawals', this.upstreamURL);
    url.searchParams.set('account', account);
    const res = await fetch(url);
    if (!res.ok) throw new Error(`QA /qa/withdrawals answered ${res.status}`);
    return (await res.json()) as QaWithdrawal[];
  }

  /** The platform pays a pending withdrawal out: it awaits the player's receipt until its deadline. */
  releaseWithdrawal = async (id: number): Promise<QaWithdrawal> =>
    (await this.postFor('/qa/withdrawals/release', { id })) as QaWithdrawal;
  /** The platform refuses a pending withdrawal: the hold returns to the wallet. */
  rejectWithdrawal = async (id: number, reason: string): Promise<QaWithdrawal> =>
    (await this.postFor('/qa/withdrawals/reject', { id, reason })) as QaWithdrawal;
  /** Ends the review of a "not received" claim: paid (money gone) or refunded (back). */
  reviewWithdrawal = async (
    id: number,
    outcome: 'paid' | 'refunded',
    reason?: string,
  ): Promise<QaWithdrawal> =>
    (await this.postFor('/qa/withdrawals/review', {
      id,
      outcome,
      ...(reason === undefined ? {} : { reason }),
    })) as QaWithdrawal;
  /** Withdrawal limits (decimal strings) and the receipt confirmation window in minutes. */
  withdrawSettings = (settings: {
    minimumAmount?: string;
    maximumAmount?: string;
    dailyCountLimit?: number;
    dailyAmountLimit?: string;
    confirmationMinutes?: number;
  }) => this.post('/qa/withdrawals/settings', settings);

  /**
   * The answer of the captcha `image` shows. Waits until the image on screen is the last one the
   * upstream issued (a refresh or a refused attempt fetches a new one), so the answer read
   * belongs to what the user sees, however long the page takes to show it.
   */
  async captchaAnswerFor(image: Locator): Promise<string> {
    let answer = '';
    await expect
      .poll(
        async () => {
          const res = await fetch(new URL('/qa/captcha/last', this.upstreamURL));
          if (!res.ok) return false;
          const last = (await res.json()) as { answer: string; image: string };
          answer = last.answer;
          return (await image.getAttribute('src')) === `data:image/png;base64,${last.image}`;
        },
        { message: 'the captcha on screen is the last one issued' },
      )
      .toBe(true);
    return answer;
  }

  /** Puts one game (`nodeId`) or a whole vendor under maintenance, or takes it out. */
  gameMaintenance = (target: { nodeId: string } | { vendor: string }, on: boolean) =>
    this.post('/qa/games/maintenance', { ...target, on });
  /** Opens an unfinished crash round for a member (#734 "previous game has not finished"). */
  openCrashRound = (account: string) => this.post('/qa/crash/open', { account });
  /**
   * Moves the upstream's clock forward (lottery draws, crash rounds, tickets) and answers the
   * platform's time after the move, in epoch milliseconds.
   */
  /** Gives a member whole points (`/qa/points/grant`). */
  grantPoints = (account: string, points: number) =>
    this.post('/qa/points/grant', { account, points });
  /** A member's points and redemptions (newest first), as the upstream keeps them. */
  async points(account: string): Promise<QaPoints> {
    const url = new URL('/qa/points', this.upstreamURL);
    url.searchParams.set('account', account);
    const res = await fetch(url);
    if (!res.ok) throw new Error(`QA /qa/points answered ${res.status}`);
    return (await res.json()) as QaPoints;
  }
  /** The platform's decision on a redemption in process (a rejection gives points and stock back). */
  decideRedemption = (id: number, decision: 'approve' | 'reject') =>
    this.post('/qa/points/redemptions/decide', { id, decision });
  advanceClock = async (ms: number): Promise<number> =>
    ((await this.postFor('/qa/clock/advance', { ms })) as { now: number }).now;

  /** A member's game rounds with their totals and the wallet balance, as the upstream keeps them. */
  async rounds(account: string): Promise<QaRounds> {
    const url = new URL('/qa/rounds', this.upstreamURL);
    url.searchParams.set('account', account);
    const res = await fetch(url);
    if (!res.ok) throw new Error(`QA /qa/rounds answered ${res.status}`);
    return (await res.json()) as QaRounds;
  }

  /** A member's deposit orders, newest first (due ones expired first), and the wallet balance. */
  async deposits(
    account: string,
  ): Promise<{ account: string; balance: string; orders: QaDepositOrder[] }> {
    const url = new URL('/qa/deposits', this.upstreamURL);
    url.searchParams.set('account', account);
    const res = await fetch(url);
    if (!res.ok) throw new Error(`QA /qa/deposits answered ${res.status}`);
    return (await res.json()) as { account: string; balance: string; orders: QaDepositOrder[] };
  }

  private decideDeposit = async (path: string, body: unknown): Promise<QaDepositOrder> =>
    ((await this.postFor(path, body)) as { order: QaDepositOrder }).order;
  /** Approves a pending deposit order (credits the wallet once); a repeat changes nothing. */
  approveDeposit = (reference: string) => this.decideDeposit('/qa/deposits/approve', { reference });
  /** Rejects a pending deposit order with the reason the player will see. */
  rejectDeposit = (reference: string, reason: string) =>
    this.decideDeposit('/qa/deposits/reject', { reference, reason });
  /** Expires a pending deposit order now, without moving the clock. */
  expireDeposit = (reference: string) => this.decideDeposit('/qa/deposits/expire', { reference });
  /** Closes the merchant's deposits (every channel off: `allowDeposit: 'N'`) or opens them. */
  depositsOpen = (open: boolean) => this.post('/qa/deposits/channels', { open });
  /**
   * Switches the merchant to one wallet per vendor (`multi`) or back to one wallet (`single`,
   * the seed's, also after a reset); answers the vendor wallets' type ids and names.
   */
  walletMode = async (
    mode: 'single' | 'multi',
  ): Promise<{ accountTypeId: number; vendorCode: string; name: string }[]> =>
    (
      (await this.postFor('/qa/wallets/mode', { mode })) as {
        wallets: { accountTypeId: number; vendorCode: string; name: string }[];
      }
    ).wallets;
  /** A member's wallets (balances as decimal strings) and their total, as the ledger holds them. */
  async wallets(
    account: string,
  ): Promise<{ total: string; wallets: { accountTypeId: number; balance: string }[] }> {
    const url = new URL('/qa/wallets', this.upstreamURL);
    url.searchParams.set('account', account);
    const res = await fetch(url);
    if (!res.ok) throw new Error(`QA /qa/wallets answered ${res.status}`);
    return (await res.json()) as {
      total: string;
      wallets: { accountTypeId: number; balance: string }[];
    };
  }
}

// The end-to-end site runs on the embedded defaults even when CI sets DATABASE_URL for the
// PostgreSQL variants of the storage tests.
const withoutDatabase = ({ DATABASE_URL: _unused, ...env }: NodeJS.ProcessEnv) => env;

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningStack {
  stack: Stack;
  /** Every log line of the servers so far (kept in memory, never printed). */
  logs: string[];
  stop: () => void;
  /**
   * Restarts the site's bff on the same port with the same session store (as a Redis-backed
   * deployment keeps sessions): its sockets close, logged-in players stay logged in.
   */
  restartBff: () => Promise<void>;
}

/**
 * Starts a site of its own (the worker's `stack` is one of these). A test that must know every
 * request and log line of a site, with no other test's throttles or data, starts its own; with
 * `crossSiteGames` its game pages come from another site (127.0.0.1) than the site (localhost).
 * Its servers log warnings only, unless the test reads their request lines (`logLevel: 'info'`):
 * a line per request, written and piped to the worker, cost the sites a tenth of their CPU.
 */
export const startStack = async (
  options: { crossSiteGames?: boolean; logLevel?: 'info' | 'warn' } = {},
): Promise<RunningStack> => {
  // Node itself with tsx as its loader: one process (no pnpm, no tsx launcher), so the signal
  // that stops it reaches the servers.
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/stack.ts'], {
    cwd: root,
    env: {
      ...withoutDatabase(process.env),
      LOG_LEVEL: options.logLevel ?? 'warn',
      ...(options.crossSiteGames ? { STACK_CROSS_SITE_GAMES: '1' } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A worker that ends early (a fixture that timed out, a failed setup) takes its site with it:
  // without this the child outlives the worker and keeps its ports and a core busy.
  const stop = () => child.kill('SIGTERM');
  process.once('exit', stop);
  const logs: string[] = [];
  // stderr is still shown as before; it is kept as well, since a secret could go there too.
  createInterface({ input: child.stderr }).on('line', (line) => {
    logs.push(line);
    process.stderr.write(`${line}\n`);
  });
  const lines = createInterface({ input: child.stdout });
  const stack = await new Promise<Stack>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`stack exited with ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith('STACK ')) resolve(JSON.parse(line.slice(6)) as Stack);
      else logs.push(line);
    });
  });
  return {
    stack,
    logs,
    stop: () => {
      process.off('exit', stop);
      stop();
    },
    restartBff: () =>
      new Promise<void>((resolve) => {
        const onLine = (line: string) => {
          if (line !== 'BFF RESTARTED') return;
          lines.off('line', onLine);
          resolve();
        };
        lines.on('line', onLine);
        child.kill('SIGUSR2');
      }),
  };
};

export const test = base.extend<
  {
    qa: Qa;
    tokensSeen: () => Promise<string[]>;
    freshSite: undefined;
    flowCoverage: undefined;
    seedPopupsSeen: boolean;
    popupsSeen: undefined;
  },
  { stack: Stack; running: RunningStack }
>({
  // The end-to-end tests count the flows' transitions too (the path tests record their own):
  // with `FLOW_COVERAGE_DIR` set, a passing test's counts go to the coverage report.
  flowCoverage: [
    async ({ page }, use, testInfo) => {
      const recording = process.env.FLOW_COVERAGE_DIR && testInfo.project.name === 'e2e';
      if (recording) await recordFlowCoverage(page);
      await use(undefined);
      if (recording && testInfo.status === testInfo.expectedStatus && !page.isClosed()) {
        const coverage = await readFlowCoverage(page).catch(() => null);
        if (coverage) await writeBrowserCoverage(testInfo.title, testInfo.testId, coverage);
      }
    },
    { auto: true },
  ],
  running: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form
    async ({}, use) => {
      const running = await startStack();
      await use(running);
      running.stop();
    },
    // A worker's site boots PGlite, migrates and seeds: 7 s on an idle machine, four times that
    // on a busy one.
    { scope: 'worker', timeout: 120_000 },
  ],
  stack: [async ({ running }, use) => use(running.stack), { scope: 'worker' }],
  baseURL: async ({ stack }, use) => use(stack.baseURL),
  qa: async ({ stack }, use) => use(new Qa(stack.upstreamURL)),
  // Every test starts on the seed, whatever the test before it changed on the worker's site.
  freshSite: [
    async ({ qa }, use) => {
      await qa.reset();
      await use(undefined);
    },
    { auto: true },
  ],
  // The seed's popup notices would cover every test's page: the browser has seen them already,
  // unless the test is about them (`test.use({ seedPopupsSeen: false })`, support/notice-pages.ts).
  seedPopupsSeen: [true, { option: true }],
  popupsSeen: [
    // After the reset (`freshSite`), so the marks name the popups of the seed the test starts on.
    async ({ context, qa, seedPopupsSeen, freshSite: _reset }, use) => {
      if (seedPopupsSeen) {
        await markSeedPopupsSeen(context, await qa.announcements());
      }
      await use(undefined);
    },
    { auto: true },
  ],
  tokensSeen: async ({ stack }, use) =>
    use(async () => (await (await fetch(`${stack.recorderURL}/__tokens`)).json()) as string[]),
});

export { expect };
