import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { smsCountdownMachine } from '@his/machines/sms-countdown';
import { createI18n } from '@/lib/i18n.ts';
import { SmsCodeField } from '../sms-code-field.tsx';
import { en } from '@his/shared/i18n/en';

// The register form's "Get code" button on the countdown machine, on a simulated clock: the
// label counts down second by second and the button comes back at zero.
describe('the SMS code countdown label', () => {
  it('counts down from expiredMinutes × 60 and offers the code again at zero', async () => {
    const clock = new SimulatedClock();
    const sms = createActor(
      smsCountdownMachine.provide({
        actors: {
          verifyChallenge: fromPromise(async () => 'payload'),
          sendSms: fromPromise(async () => ({ expiredMinutes: 1 })),
        },
      }),
      { input: { mobileRule: null }, clock },
    ).start();
    const getCode = () =>
      sms.send({ type: 'sms.send', mobileNum: '012345678', countryDialingCode: '+855' });
    render(
      <I18nextProvider i18n={createI18n('EN', { EN: en })}>
        <SmsCodeField sms={sms} name="verificationCode" onGetCode={getCode} />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();

    act(() => clock.increment(1000));
    expect(screen.getByRole('button', { name: 'Resend in 59 s' })).toBeDisabled();
    // One tick at a time, as a real clock delivers them.
    for (let second = 0; second < 58; second += 1) act(() => clock.increment(1000));
    expect(screen.getByRole('button', { name: 'Resend in 1 s' })).toBeDisabled();
    act(() => clock.increment(1000));
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
    sms.stop();
  });
});
