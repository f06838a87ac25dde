import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import { maskedValue, type LiveMessage } from './flow-inspection.ts';

// A small flow with money and a personal field in its context, to check what leaves the tab.
const walletMachine = setup({
  types: {
    context: {} as { balance: number; mobile: string; verified: boolean; note: string | null },
    events: {} as { type: 'wallet.open'; pin: string } | { type: 'wallet.close' },
  },
}).createMachine({
  id: 'wallet',
  context: { balance: 1234.5, mobile: '+85512345678', verified: true, note: null },
  initial: 'closed',
  states: {
    closed: { on: { 'wallet.open': 'open' } },
    open: { on: { 'wallet.close': 'closed' } },
  },
});

const loadInspect = async () => {
  vi.resetModules();
  const module = await import('./flow-inspection.ts');
  return module;
};

describe('flow inspection', () => {
  beforeEach(() => {
    delete window.__FLOW_COVERAGE__;
  });
  afterEach(() => {
    delete window.__FLOW_COVERAGE__;
    vi.unstubAllEnvs();
    vi.doUnmock('./flow-readers.ts');
  });

  it('counts transitions and states into __FLOW_COVERAGE__ when a test asks for it', async () => {
    window.__FLOW_COVERAGE__ = { transitions: {}, states: {} };
    const { flowInspect } = await loadInspect();
    const actor = createActor(walletMachine, { inspect: flowInspect }).start();
    actor.send({ type: 'wallet.open', pin: '1234' });
    actor.send({ type: 'wallet.close' });
    actor.send({ type: 'wallet.open', pin: '1234' });
    actor.stop();
    // The readers are a chunk of their own: the events so far are read once it is in.
    await vi.dynamicImportSettled();
    expect(window.__FLOW_COVERAGE__.transitions).toEqual({
      'wallet.closed|wallet.open|0': 2,
      'wallet.open|wallet.close|0': 1,
    });
    expect(window.__FLOW_COVERAGE__.states['wallet.open']).toBe(2);
  });

  it('inspects nothing for players of a build without the viewer', async () => {
    vi.stubEnv('VITE_FLOWS_VIEWER', 'off');
    const { flowInspect } = await loadInspect();
    expect(flowInspect).toBeUndefined();
  });

  it('posts masked snapshots to a viewer that said hello, and nothing before', async () => {
    // The readers' chunk is a viewer's, not a player's: it loads once one says hello.
    let readersLoaded = 0;
    vi.doMock('./flow-readers.ts', async (importOriginal) => {
      readersLoaded += 1;
      return importOriginal();
    });
    const { flowInspect, liveChannelName } = await loadInspect();
    const viewer = new BroadcastChannel(liveChannelName);
    const received: LiveMessage[] = [];
    viewer.onmessage = (message: MessageEvent<LiveMessage>) => received.push(message.data);
    // Nothing can be awaited to show that nothing came: the channel gets a moment to deliver.
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

    const actor = createActor(walletMachine, { inspect: flowInspect }).start();
    actor.send({ type: 'wallet.open', pin: '1234' });
    await settle();
    expect(received).toEqual([]);
    await vi.dynamicImportSettled();
    expect(readersLoaded).toBe(0);

    viewer.postMessage({ type: 'hello' } satisfies LiveMessage);
    // The actor's state as it is now, once the readers have come.
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(readersLoaded).toBeGreaterThan(0);
    actor.send({ type: 'wallet.close' });
    await vi.waitFor(() => expect(received).toHaveLength(2));
    actor.stop();
    await vi.waitFor(() => expect(received.at(-1)?.type).toBe('stopped'));
    viewer.close();

    const snapshots = received.filter((message) => message.type === 'snapshot');
    expect(snapshots.map((message) => [message.active, message.event])).toEqual([
      [['wallet.open'], ''],
      [['wallet.closed'], 'wallet.close'],
    ]);
    expect(snapshots[1]?.transitions).toEqual(['wallet.open|wallet.close|0']);
    expect(snapshots[0]?.context).toEqual({
      balance: maskedValue,
      mobile: maskedValue,
      verified: true,
      note: null,
    });
    // The masked values, as they would appear: the messages also carry timestamps, whose
    // digits may hold any short number.
    const sent = JSON.stringify(received);
    for (const secret of ['"1234"', '1234.5', '+85512345678']) expect(sent).not.toContain(secret);
    expect(received.at(-1)).toMatchObject({ type: 'stopped', flowId: 'wallet' });
  });
});
