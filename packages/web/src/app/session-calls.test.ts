import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { favouritesLogic } from '@/features/lobby/favourites.actor.ts';
import { balanceLogic } from '@/features/balance/balance.actor.ts';

// The member's calls that the app chart starts at a sign-in are given up when the session ends:
// an answer still on its way would otherwise arrive for an ended session.

/** Fetch that never answers; the signal of each call it was given. */
const pendingFetch = () => {
  const signals: (AbortSignal | undefined)[] = [];
  vi.stubGlobal('fetch', (_: string, init?: RequestInit) => {
    signals.push(init?.signal ?? undefined);
    return new Promise<Response>(() => undefined);
  });
  return signals;
};

afterEach(() => vi.unstubAllGlobals());

describe('calls of an ended session', () => {
  it('the header balance gives up its call when it stops', async () => {
    const signals = pendingFetch();
    const balance = createActor(balanceLogic).start();
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    balance.stop();
    expect(signals[0]?.aborted).toBe(true);
  });

  it('the favourites give up loading their ids when cleared', async () => {
    const signals = pendingFetch();
    const favourites = createActor(favouritesLogic).start();
    favourites.send({ type: 'favourites.load' });
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    favourites.send({ type: 'favourites.clear' });
    expect(signals[0]?.aborted).toBe(true);
    favourites.stop();
  });
});
