import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeBff, fail, ok } from '../../../../test/fake-bff.ts';
import { demoPlayer } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const feedbackPath = '/wps/feedback';
const text = 'The lottery results page is slow tonight.';

const signedIn = () => {
  const bff = new FakeBff();
  bff.member = demoPlayer;
  return bff;
};

describe('the feedback page (/feedback)', () => {
  it('checks the form with the call’s schema and sends nothing until it passes', async () => {
    const { user, bff } = renderApp({ bff: signedIn(), path: '/feedback' });
    const form = await screen.findByRole('form', { name: 'Feedback form' });
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByText('Please enter content.')).toBeInTheDocument();
    expect(within(form).getByText('This field is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Your message'), 'short');
    expect(within(form).queryByText('Please enter content.')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(
      await within(form).findByText('The content must be between 10 and 500 characters.'),
    ).toBeInTheDocument();
    expect(bff.requestsTo('PUT', feedbackPath)).toHaveLength(0);
  });

  it('is disabled while sending, sends once, and a retry after no answer reuses the key', async () => {
    const bff = signedIn();
    let answers = 0;
    bff.on('PUT', feedbackPath, () => {
      answers += 1;
      return answers === 1 ? fail('internal.error', 500) : ok({ id: 7, createdAt: 1 });
    });
    const release = bff.hold('PUT', feedbackPath);
    const { user } = renderApp({ bff, path: '/feedback' });
    const form = await screen.findByRole('form', { name: 'Feedback form' });
    await user.selectOptions(within(form).getByLabelText('Question type'), 'games');
    await user.type(within(form).getByLabelText('Your message'), text);
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    const sending = await within(form).findByRole('button', { name: 'Sending…' });
    expect(sending).toBeDisabled();
    expect(within(form).getByLabelText('Your message')).toBeDisabled();
    release();
    expect(
      await within(form).findByText('System error. Please try again later.'),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(
      await screen.findByText('Thank you! Your feedback no. 7 has been received.'),
    ).toBeInTheDocument();
    const sent = bff.requestsTo('PUT', feedbackPath);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.body).toEqual({ type: 'games', content: text });
    const keys = sent.map((request) => request.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('asks a visitor to log in instead of showing the form', async () => {
    const { user } = renderApp({ path: '/feedback' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Feedback form' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });
});
