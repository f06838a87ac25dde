import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeBff } from '../../../../test/fake-bff.ts';
import { demoPlayer } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';

/** The 8-byte PNG signature and a little more: the chart checks the bytes, not the name. */
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** A member with one released withdrawal of 50.00 (deadline 30 minutes after the server's now). */
const released = () => {
  const bff = new FakeBff();
  bff.member = demoPlayer;
  bff.wallet.password = '123456';
  const card = { id: 1, bankName: 'ABA Bank', accountNumberMasked: '****4567' };
  const withdrawal = {
    id: 7,
    amount: '50.00',
    bankCard: card,
    status: 'pending' as const,
    createdAt: bff.wallet.now,
    deadline: null,
    timeline: [{ status: 'pending' as const, at: bff.wallet.now }],
  };
  bff.wallet.withdrawals.push(withdrawal);
  bff.wallet.step(withdrawal, 'released');
  return bff;
};

const openConfirmation = async (bff: FakeBff) => {
  const view = renderApp({ bff, path: '/?mc=withdraw' });
  const center = await screen.findByRole('dialog', { name: 'Member center' });
  await view.user.click(await within(center).findByRole('button', { name: 'Confirm receipt' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm receipt' });
  return { ...view, center, dialog };
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('withdrawal confirmation dialog', () => {
  it('confirms received with the answer’s key, and the list shows it', async () => {
    const bff = released();
    const { dialog, center, user } = await openConfirmation(bff);
    expect(dialog).toHaveTextContent('Withdrawal of 50.00');
    // The countdown runs on the real clock from the server's time: a slow machine may have let a
    // few seconds of the 30 minutes pass before the dialog shows.
    expect(dialog).toHaveTextContent(/Time left to answer: (30:00|29:5\d)/);
    await user.click(within(dialog).getByRole('button', { name: 'Received' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Thank you: the withdrawal is confirmed as received.',
    );
    const [answer] = bff.requestsTo('POST', '/wps/relay/MCSFE_processC2CTransaction');
    expect(answer?.body).toEqual({ withdrawalId: 7, received: true });
    expect(answer?.headers.get('Idempotency-Key')).toMatch(/-1$/);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirm receipt' })).not.toBeInTheDocument(),
    );
    expect(
      await within(center).findByRole('list', { name: 'Timeline of withdrawal 7' }),
    ).toHaveTextContent('Received');
  });

  it('claims not received with a checked proof (thumbnail, remove, fake refused) as base64', async () => {
    const bff = released();
    const { dialog, user } = await openConfirmation(bff);
    await user.click(within(dialog).getByRole('button', { name: 'Not received' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send claim' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Add at least one image as proof.');

    const picker = within(dialog).getByLabelText('Add image');
    expect(picker).toHaveAttribute('accept', 'image/png,image/jpeg');
    await user.upload(picker, new File(['not an image'], 'fake.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This file is not a PNG or JPEG image.',
    );
    await user.upload(picker, new File([png], 'slip.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('img', { name: 'slip.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove slip.png' }));
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    await user.upload(picker, new File([png], 'slip.png', { type: 'image/png' }));
    await within(dialog).findByRole('img', { name: 'slip.png' });
    await user.click(within(dialog).getByRole('button', { name: 'Send claim' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Your claim is under review.',
    );
    const [claim] = bff.requestsTo('POST', '/wps/relay/MCSFE_processC2CTransaction');
    expect(claim?.body).toEqual({
      withdrawalId: 7,
      received: false,
      proofs: ['iVBORw0KGgoAAAAN'],
    });
  });

  it('keeps retry after a failed answer and reuses its key', async () => {
    const bff = released();
    const { dialog, user } = await openConfirmation(bff);
    const release = bff.hold('POST', '/wps/relay/MCSFE_processC2CTransaction');
    bff.on('POST', '/wps/relay/MCSFE_processC2CTransaction', () => ({ status: 502, body: '' }));
    release();
    await user.click(within(dialog).getByRole('button', { name: 'Received' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(bff.requestsTo('POST', '/wps/relay/MCSFE_processC2CTransaction')).toHaveLength(2),
    );
    const keys = bff
      .requestsTo('POST', '/wps/relay/MCSFE_processC2CTransaction')
      .map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[1]).toBe(keys[0]);
  });

  it('ends as received, not refunded, when the countdown runs out; the tab showing again syncs it', async () => {
    const bff = released();
    const [withdrawal] = bff.wallet.withdrawals;
    if (withdrawal) withdrawal.deadline = bff.wallet.now + 2_000;
    let elapsed = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => elapsed);
    const { dialog } = await openConfirmation(bff);
    expect(dialog).toHaveTextContent('Time left to answer: 0:02');
    elapsed = 5_000;
    act(() => {
      fireEvent(document, new Event('visibilitychange'));
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The time to answer has passed: the withdrawal counts as received and will not be refunded.',
    );
    expect(bff.requestsTo('POST', '/wps/relay/MCSFE_processC2CTransaction')).toHaveLength(0);
  });
});
