import { describe, expect, it } from 'vitest';
import { MemorySessionStore } from '../stores/memory.ts';
import { SessionManager, hashSessionId } from './manager.ts';

const minute = 60_000;
const setup = () => {
  let now = 5_000_000;
  const store = new MemorySessionStore({ maxEntries: 100, now: () => now });
  const manager = new SessionManager(
    store,
    { idleMs: 30 * minute, absoluteMs: 12 * 60 * minute, rememberMs: 24 * 60 * minute },
    () => now,
  );
  return { store, manager, advance: (ms: number) => void (now += ms) };
};

describe('SessionManager', () => {
  it('issues 32-byte base64url ids and stores them only hashed', async () => {
    const { store, manager } = setup();
    const session = await manager.create({ account: 'a' }, false);
    expect(session.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await store.get(session.id)).toBeUndefined();
    expect((await store.get(hashSessionId(session.id)))?.account).toBe('a');
    expect((await manager.create({}, false)).id).not.toBe(session.id);
  });

  it('ends a session idle for the idle limit and deletes it', async () => {
    const { store, manager, advance } = setup();
    const { id } = await manager.create({ token: 't' }, false);
    advance(30 * minute);
    expect(await manager.load(id)).toBeNull();
    expect(await store.get(hashSessionId(id))).toBeUndefined();
  });

  it('rolls the idle limit forward on use', async () => {
    const { manager, advance } = setup();
    const { id } = await manager.create({ token: 't' }, false);
    advance(25 * minute);
    expect(await manager.load(id)).not.toBeNull();
    advance(25 * minute);
    expect((await manager.load(id))?.data.token).toBe('t');
  });

  it('ends a session at the absolute limit however active it is', async () => {
    const { manager, advance } = setup();
    const { id } = await manager.create({ token: 't' }, false);
    for (let i = 0; i < 35; i += 1) {
      advance(20 * minute);
      expect(await manager.load(id)).not.toBeNull();
    }
    advance(20 * minute);
    expect(await manager.load(id)).toBeNull();
  });

  it('gives remember me the longer lifetime and a cookie Max-Age to match', async () => {
    const { manager } = setup();
    const remembered = await manager.create({ token: 't' }, true);
    expect(remembered.data.absoluteDeadline - remembered.data.createdAt).toBe(24 * 60 * minute);
    expect(manager.cookieMaxAgeSeconds(remembered)).toBe(24 * 3600);
    expect(manager.cookieMaxAgeSeconds(await manager.create({}, false))).toBeUndefined();
  });

  it('refuses ids of any other shape without asking the store', async () => {
    const { manager } = setup();
    for (const id of [undefined, '', 'short', `${'a'.repeat(43)}=`, 'a'.repeat(44)]) {
      expect(await manager.load(id)).toBeNull();
    }
  });

  it('destroys', async () => {
    const { manager } = setup();
    const { id } = await manager.create({ token: 't' }, false);
    await manager.destroy(id);
    expect(await manager.load(id)).toBeNull();
  });
});
