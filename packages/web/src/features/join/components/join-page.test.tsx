import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeBff, fail, ok } from '../../../../test/fake-bff.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const applyPath = '/wps/agent/apply';
const experience = 'A phone shop in Kampot with a hundred regular lottery players.';

describe('the agent join page (/join)', () => {
  it('explains the four contract kinds and sends a visitor’s application without empty fields', async () => {
    const bff = new FakeBff().on('POST', applyPath, () => ok({ id: 12, createdAt: 1 }));
    const { user } = renderApp({ bff, path: '/join' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join as an Agent' }),
    ).toBeInTheDocument();
    for (const kind of ['Daily salary', 'Hourly salary', 'Real-time salary', 'Dividend']) {
      expect(screen.getByRole('heading', { level: 3, name: kind })).toBeInTheDocument();
    }
    const form = screen.getByRole('form', { name: 'Apply now' });
    await user.type(within(form).getByLabelText('Your name'), 'Dara');
    await user.type(within(form).getByLabelText('Email'), 'dara@example.com');
    await user.type(within(form).getByLabelText('Your experience and channels'), experience);
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(
      await screen.findByText(/^Thank you, Dara! Your application no\. 12 is received\./),
    ).toBeInTheDocument();
    expect(bff.requestsTo('POST', applyPath).map((request) => request.body)).toEqual([
      { name: 'Dara', email: 'dara@example.com', experience },
    ]);
  });

  it('shows the field messages, and the refusal of a contact that applied today', async () => {
    const bff = new FakeBff().on('POST', applyPath, () =>
      fail('agent.application.duplicate', 409, { field: 'phone' }),
    );
    const { user } = renderApp({ bff, path: '/join' });
    const form = await screen.findByRole('form', { name: 'Apply now' });
    await user.type(within(form).getByLabelText('Your name'), 'Dara');
    await user.type(within(form).getByLabelText('Your handle or number on it'), 'dara_kh');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(
      await within(form).findByText('Please give a phone number or an email.'),
    ).toBeInTheDocument();
    expect(
      within(form).getByText(
        'Give both the messaging app and your handle on it (2 to 64 characters).',
      ),
    ).toBeInTheDocument();
    expect(bff.requestsTo('POST', applyPath)).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText('Messaging app'), 'telegram');
    await user.type(within(form).getByLabelText('Phone number'), '012 345 678');
    await user.type(within(form).getByLabelText('Your experience and channels'), experience);
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'We already received an application with this contact today.',
    );
    expect(bff.requestsTo('POST', applyPath)).toHaveLength(1);
  });
});
