import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { changePasswordMachine, type ChangePasswordBody } from './change-password.machine.ts';
import { passwordRule } from './change-password.flow-model.ts';

/** The machine wired as the web wires it; `answer` is what the change call settles with. */
const start = (storedPassword: string | null, answer: null | { code: string } = null) => {
  const sent: ChangePasswordBody[] = [];
  const machine = changePasswordMachine.provide({
    actors: {
      changePassword: fromPromise<null, ChangePasswordBody>(({ input }) => {
        sent.push(input);
        return answer === null ? Promise.resolve(null) : Promise.reject(answer);
      }),
    },
  });
  const actor = createActor(machine, {
    input: { forced: storedPassword !== null, storedPassword, passwordRule },
  }).start();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('submitting'));
  return { actor, sent, settled };
};

describe('changePassword', () => {
  it('asks for the current password only when none is stored', () => {
    expect(start('123456').actor.getSnapshot().context.oldPasswordShown).toBe(false);
    expect(start(null).actor.getSnapshot().context.oldPasswordShown).toBe(true);
    expect(start('123456').actor.getSnapshot().context.forced).toBe(true);
  });

  it('validates every field and sends nothing while one fails', () => {
    const { actor, sent } = start(null);
    actor.send({
      type: 'password.submit',
      oldPassword: ' ',
      newPassword: 'abc',
      confirmNewPassword: 'x',
    });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      oldPassword: { key: 'validation.required' },
      newPassword: {
        key: 'validation.reg_pattern_5',
        params: { min: 6, max: 20, range: '6-20' },
      },
      confirmNewPassword: { key: 'validation.inconsistent' },
    });
    actor.send({ type: 'password.submit', newPassword: '', confirmNewPassword: '' });
    expect(actor.getSnapshot().context.fieldErrors).toMatchObject({
      newPassword: { key: 'validation.required' },
      confirmNewPassword: { key: 'validation.required' },
    });
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
  });

  it('sends the stored password as the old one in forced mode, then is done', async () => {
    const { actor, sent, settled } = start('123456');
    actor.send({
      type: 'password.submit',
      newPassword: ' Better123 ',
      confirmNewPassword: 'Better123',
    });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await settled();
    expect(sent).toEqual([
      { oldPassword: '123456', newPassword: 'Better123', confirmNewPassword: 'Better123' },
    ]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.status).toBe('done');
    expect(snapshot.hasTag('done')).toBe(true);
    expect(snapshot.context.storedPassword).toBeNull();
    expect(snapshot.context.request).toBeNull();
  });

  it('sends the typed current password from the member center', async () => {
    const { actor, sent, settled } = start(null);
    actor.send({
      type: 'password.submit',
      oldPassword: ' Demo1234 ',
      newPassword: 'Better123',
      confirmNewPassword: 'Better123',
    });
    await settled();
    expect(sent[0]?.oldPassword).toBe('Demo1234');
  });

  it('shows the code of a refused change and lets the member try again', async () => {
    const { actor, settled } = start(null, { code: 'password.old.invalid' });
    actor.send({
      type: 'password.submit',
      oldPassword: 'wrong1',
      newPassword: 'Better123',
      confirmNewPassword: 'Better123',
    });
    await settled();
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('editing')).toBe(true);
    expect(snapshot.context.error).toBe('password.old.invalid');
    expect(snapshot.context.request).toBeNull();
  });
});
