import { describe, expect, it } from 'vitest';
import { startSmsCountdown } from './sms-countdown.harness.ts';
import { checkSmsMobile, countdownSeconds, sendFailureMessage } from './sms-countdown.machine.ts';
import { khMobileRule } from './sms-countdown.flow-model.ts';

describe('smsCountdown: validation and failures', () => {
  it.each([
    ['a number breaking the rule', '12345678'],
    ['letters', '01234abcd'],
    ['an empty number', '   '],
  ])('sends nothing for %s and shows validation.mobile', (_, mobileNum) => {
    const { actor, calls, send } = startSmsCountdown();
    send(mobileNum);
    expect(actor.getSnapshot().hasTag('canSend')).toBe(true);
    expect(actor.getSnapshot().context.fieldError).toEqual({ key: 'validation.mobile' });
    expect(calls.verifyChallenge).toEqual([]);
    expect(calls.sendSms).toEqual([]);
  });

  it('clears the field error once a valid number is sent', async () => {
    const { actor, send, settled } = startSmsCountdown();
    send('1');
    send('0123456789');
    await settled();
    expect(actor.getSnapshot().context.fieldError).toBeNull();
    expect(actor.getSnapshot().hasTag('counting')).toBe(true);
  });

  it('without a server rule accepts 5 to 15 digits', () => {
    expect(checkSmsMobile(null, '12345')).toBeNull();
    expect(checkSmsMobile(null, '1234')).toEqual({ key: 'validation.mobile' });
    expect(checkSmsMobile(null, '1234567890123456')).toEqual({ key: 'validation.mobile' });
    expect(checkSmsMobile(khMobileRule, '012345678')).toBeNull();
  });

  it('shows "retry after 5 minutes" for the rate-limit answer', async () => {
    const { actor, send, settled } = startSmsCountdown({ sent: [{ code: 'TOO_MANY_REQUESTS' }] });
    send();
    await settled();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().hasTag('canSend')).toBe(true);
    expect(context.error).toBe('TOO_MANY_REQUESTS');
    expect(context.errorMessage).toEqual({ key: 'sms.retryLater', params: { minutes: 5 } });
  });

  it('shows the catalogue text of any other failure code', async () => {
    const { actor, send, settled } = startSmsCountdown({ sent: [{ code: 'system.busy' }] });
    send();
    await settled();
    expect(actor.getSnapshot().context.errorMessage).toEqual({ key: 'errors.system.busy' });
    expect(sendFailureMessage('challenge.invalid')).toEqual({ key: 'errors.challenge.invalid' });
  });

  it('does not send when the verification challenge fails', async () => {
    const { actor, calls, send, settled } = startSmsCountdown({
      challenge: { code: 'challenge.invalid' },
    });
    send();
    await settled();
    expect(calls.sendSms).toEqual([]);
    expect(actor.getSnapshot().context.error).toBe('challenge.invalid');
    expect(actor.getSnapshot().context.request).toBeNull();
  });

  it('never counts less than one second', () => {
    expect(countdownSeconds(5, false)).toBe(300);
    expect(countdownSeconds(0.001, false)).toBe(1);
    expect(countdownSeconds(5, true)).toBe(60);
  });
});
