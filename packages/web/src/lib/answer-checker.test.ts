import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Answer } from './answer-check.ts';
import { checkAnswer as checkHere } from './answer-check.ts';

const memberAnswer = (nickname: string): Answer => ({
  schema: { bff: 'session' },
  status: 200,
  ok: true,
  text: JSON.stringify({ loggedIn: true, account: 'demo_player', nickname, isAgent: null }),
});

/** A dedicated worker as the page sees one, running the worker's check (or failing to start). */
class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  static failing = false;
  readonly posted: unknown[] = [];

  constructor() {
    super();
    FakeWorker.started.push(this);
    if (FakeWorker.failing) queueMicrotask(() => this.dispatchEvent(new Event('error')));
  }

  postMessage(message: { id: number; answer: Answer }) {
    this.posted.push(message);
    if (FakeWorker.failing) return;
    setTimeout(() => {
      const reply = { id: message.id, verdict: checkHere(message.answer) };
      this.dispatchEvent(new MessageEvent('message', { data: reply }));
    });
  }

  terminate() {}
}

const freshChecker = async () => {
  vi.resetModules();
  FakeWorker.started = [];
  vi.stubGlobal('Worker', FakeWorker);
  return import('./answer-checker.ts');
};

afterEach(() => {
  FakeWorker.failing = false;
});

describe('the answers checker', () => {
  it('checks in one worker, each answer getting its own verdict', async () => {
    const { checkAnswer } = await freshChecker();
    const verdicts = await Promise.all([
      checkAnswer(memberAnswer('One')),
      checkAnswer(memberAnswer('Two')),
      checkAnswer({ schema: { call: 'memberInfo' }, status: 200, ok: true, text: '{"x":' }),
    ]);
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]?.posted).toHaveLength(3);
    expect(verdicts).toEqual([
      {
        ok: true,
        value: { loggedIn: true, account: 'demo_player', nickname: 'One', isAgent: null },
      },
      {
        ok: true,
        value: { loggedIn: true, account: 'demo_player', nickname: 'Two', isAgent: null },
      },
      { ok: false, code: 'upstream.bad.answer', status: 200, captcha: false, value: null },
    ]);
  });

  it("checks on the page's thread when the worker cannot start, then and afterwards", async () => {
    FakeWorker.failing = true;
    const { checkAnswer } = await freshChecker();
    await expect(checkAnswer(memberAnswer('One'))).resolves.toMatchObject({ ok: true });
    await expect(checkAnswer(memberAnswer('Two'))).resolves.toMatchObject({
      ok: true,
      value: { nickname: 'Two' },
    });
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]?.posted).toHaveLength(1);
  });

  it('checks on the page’s thread when the browser refuses to start the worker', async () => {
    vi.resetModules();
    vi.stubGlobal(
      'Worker',
      vi.fn(() => {
        throw new DOMException('refused', 'SecurityError');
      }),
    );
    const { checkAnswer } = await import('./answer-checker.ts');
    await expect(checkAnswer(memberAnswer('One'))).resolves.toMatchObject({ ok: true });
  });

  it('checks on the page’s thread in a browser without workers', async () => {
    vi.resetModules();
    vi.stubGlobal('Worker', undefined);
    const { checkAnswer } = await import('./answer-checker.ts');
    await expect(checkAnswer(memberAnswer('One'))).resolves.toMatchObject({ ok: true });
  });
});
