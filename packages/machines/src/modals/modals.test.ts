import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { modalsMachine } from './modals.machine.ts';

const start = () => createActor(modalsMachine).start();

describe('modals', () => {
  it('opens a modal by name with the default size 600 × 300, dismissible', () => {
    const actor = start();
    expect(actor.getSnapshot().hasTag('closed')).toBe(true);
    actor.send({ type: 'modal.open', name: 'loginPopupModal' });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(actor.getSnapshot().context.open).toEqual({
      name: 'loginPopupModal',
      dismissible: true,
      width: 600,
      height: 300,
    });
  });

  it.each(['escape', 'backdrop'] as const)('closes a dismissible modal on %s', (reason) => {
    const actor = start();
    actor.send({ type: 'modal.open', name: 'registerModal' });
    actor.send({ type: 'modal.dismiss', reason });
    expect(actor.getSnapshot().hasTag('closed')).toBe(true);
    expect(actor.getSnapshot().context.open).toBeNull();
  });

  it.each(['escape', 'backdrop'] as const)(
    'keeps a modal that must not be dismissed open on %s',
    (reason) => {
      const actor = start();
      actor.send({ type: 'modal.open', name: 'changePassModal', dismissible: false });
      actor.send({ type: 'modal.dismiss', reason });
      expect(actor.getSnapshot().context.open?.name).toBe('changePassModal');
    },
  );

  it('closes any modal with modal.close, dismissible or not', () => {
    const actor = start();
    actor.send({ type: 'modal.open', name: 'changePassModal', dismissible: false });
    actor.send({ type: 'modal.close' });
    expect(actor.getSnapshot().context.open).toBeNull();
  });

  it('replaces the open modal with the newly opened one and its size', () => {
    const actor = start();
    actor.send({ type: 'modal.open', name: 'loginPopupModal' });
    actor.send({ type: 'modal.open', name: 'registerModal', width: 800, height: 640 });
    expect(actor.getSnapshot().context.open).toEqual({
      name: 'registerModal',
      dismissible: true,
      width: 800,
      height: 640,
    });
  });
});
