import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';

interface Stack {
  baseURL: string;
  upstreamURL: string;
  recorderURL: string;
}

/** The upstream's QA controls, called directly (the bff never forwards them). */
export class Qa {
  constructor(private readonly upstreamURL: string) {}

  private async post(path: string, body: unknown): Promise<void> {
    const res = await fetch(new URL(path, this.upstreamURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`QA ${path} answered ${res.status}`);
  }

  reset = () => this.post('/qa/reset', {});
  siteState = (state: 'normal' | 'maintenance' | 'restricted') =>
    this.post('/qa/site-state', { state });
  module = (modId: string, enabled: boolean) => this.post('/qa/modules', { modId, enabled });
  expireSessions = (account: string) => this.post('/qa/sessions/expire', { account });

  async lastCaptchaAnswer(): Promise<string> {
    const res = await fetch(new URL('/qa/captcha/last', this.upstreamURL));
    const body = (await res.json()) as { answer: string };
    return body.answer;
  }
}

// The end-to-end site runs on the embedded defaults even when CI sets DATABASE_URL for the
// PostgreSQL variants of the storage tests.
const withoutDatabase = ({ DATABASE_URL: _unused, ...env }: NodeJS.ProcessEnv) => env;

const root = fileURLToPath(new URL('../..', import.meta.url));

const startStack = async (): Promise<{ stack: Stack; stop: () => void }> => {
  const child = spawn('pnpm', ['exec', 'tsx', 'tests/support/stack.ts'], {
    cwd: root,
    env: { ...withoutDatabase(process.env), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const stack = await new Promise<Stack>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`stack exited with ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith('STACK ')) resolve(JSON.parse(line.slice(6)) as Stack);
    });
  });
  return { stack, stop: () => child.kill('SIGTERM') };
};

export const test = base.extend<{ qa: Qa; tokensSeen: () => Promise<string[]> }, { stack: Stack }>({
  stack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form
    async ({}, use) => {
      const { stack, stop } = await startStack();
      await use(stack);
      stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ stack }, use) => use(stack.baseURL),
  qa: async ({ stack }, use) => {
    const qa = new Qa(stack.upstreamURL);
    await qa.reset();
    await use(qa);
  },
  tokensSeen: async ({ stack }, use) =>
    use(async () => (await (await fetch(`${stack.recorderURL}/__tokens`)).json()) as string[]),
});

export { expect };
