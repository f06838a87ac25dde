import { smsPhoneServiceCountdownSeconds, smsThrottleMs } from '@his/shared/constants';
import { describe, expect, it } from 'vitest';
import { startSmsCountdown } from './sms-countdown.harness.ts';

describe('smsCountdown: timing on the simulated clock', () => {
  it('counts down from expiredMinutes × 60 to 0, then can send again', async () => {
    const { actor, calls, settled, send, seconds } = startSmsCountdown({
      sent: [{ expiredMinutes: 5 }],
    });
    send(' 012345678 ', ' +855 ');
    await settled();
    expect(calls.verifyChallenge).toEqual([{ username: '012345678' }]);
    expect(calls.sendSms).toEqual([
      { mobileNum: '012345678', countryDialingCode: '+855', challenge: 'altcha-payload' },
    ]);
    expect(actor.getSnapshot().hasTag('counting')).toBe(true);
    expect(actor.getSnapshot().context.remaining).toBe(300);

    const seen: number[] = [];
    for (let second = 1; second < 300; second++) {
      seconds(1);
      seen.push(actor.getSnapshot().context.remaining);
    }
    expect(seen).toEqual(Array.from({ length: 299 }, (_, i) => 299 - i));
    expect(actor.getSnapshot().hasTag('counting')).toBe(true);

    seconds(1);
    expect(actor.getSnapshot().context.remaining).toBe(0);
    expect(actor.getSnapshot().hasTag('canSend')).toBe(true);
    expect(actor.getSnapshot().hasTag('counting')).toBe(false);
  });

  it('does not tick before a full second has passed', async () => {
    const { actor, clock, settled, send } = startSmsCountdown({ sent: [{ expiredMinutes: 1 }] });
    send();
    await settled();
    clock.increment(999);
    expect(actor.getSnapshot().context.remaining).toBe(60);
    clock.increment(1);
    expect(actor.getSnapshot().context.remaining).toBe(59);
  });

  it('counts 60 s on the phone-service path whatever expiredMinutes says', async () => {
    const { actor, settled, send, seconds } = startSmsCountdown({
      input: { phoneService: true },
      sent: [{ expiredMinutes: 5 }],
    });
    send();
    await settled();
    expect(actor.getSnapshot().context.remaining).toBe(smsPhoneServiceCountdownSeconds);
    seconds(smsPhoneServiceCountdownSeconds - 1);
    expect(actor.getSnapshot().hasTag('counting')).toBe(true);
    expect(actor.getSnapshot().context.remaining).toBe(1);
    seconds(1);
    expect(actor.getSnapshot().hasTag('canSend')).toBe(true);
  });

  it('ignores sends while counting down', async () => {
    const { actor, calls, settled, send, seconds } = startSmsCountdown({
      sent: [{ expiredMinutes: 1 }],
    });
    send();
    await settled();
    seconds(30);
    send();
    expect(actor.getSnapshot().hasTag('counting')).toBe(true);
    expect(calls.sendSms).toHaveLength(1);
    seconds(30);
    send();
    await settled();
    expect(calls.sendSms).toHaveLength(2);
  });

  it('drops a second send within 1000 ms of the last one', async () => {
    const { actor, clock, calls, settled, send } = startSmsCountdown({
      sent: [{ code: 'system.busy' }, { expiredMinutes: 5 }],
    });
    send();
    await settled();
    expect(actor.getSnapshot().hasTag('canSend')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('system.busy');

    clock.increment(smsThrottleMs - 1);
    send();
    expect(actor.getSnapshot().hasTag('canSend')).toBe(true);
    expect(calls.verifyChallenge).toHaveLength(1);
    expect(calls.sendSms).toHaveLength(1);

    clock.increment(1);
    send();
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    await settled();
    expect(calls.sendSms).toHaveLength(2);
    expect(actor.getSnapshot().hasTag('counting')).toBe(true);
  });
});
