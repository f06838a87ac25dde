import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeBff } from '../../../../test/fake-bff.ts';
import { promotionsBff } from '../../../../test/promotions-bff.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const pdf = new TextEncoder().encode('%PDF-1.7 not an image');

describe('promotions', () => {
  it('lists the promotions with their statuses and filters by category, in Khmer', async () => {
    const { bff } = promotionsBff();
    const { user } = renderApp({ bff, path: '/promotions', language: 'KM' });
    expect(await screen.findByRole('heading', { name: 'ឆ្នោតសំណាង' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'ប្រាក់រង្វាន់ស្វាគមន៍ 18.00' })).toBeVisible();
    expect(screen.getByText('បានបិទ')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'ឆ្នោត' }));
    // The category's own list replaces the whole list (a loading state between the two).
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'ប្រាក់រង្វាន់ស្វាគមន៍ 18.00' })).toBeNull(),
    );
    expect(await screen.findByRole('heading', { name: 'ឆ្នោតសំណាង' })).toBeVisible();
    expect(
      bff.requestsTo('GET', '/wps/relay/MCSFE_getPromotionList').at(-1)?.query.get('category'),
    ).toBe('raffle');
  });

  it('checks the application in the browser, then sends it with two images and a key', async () => {
    const { bff } = promotionsBff();
    const { user } = renderApp({ bff, path: '/promoDetail?id=1' });
    const form = await screen.findByRole('form', { name: 'Your application' });
    expect(screen.getByText('5× the amount')).toBeVisible();
    const remark = within(form).getByLabelText('Remark');
    await user.type(remark, 'x'.repeat(141));
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(
      await within(form).findByText('The remark can have at most 140 characters.'),
    ).toBeVisible();
    await user.clear(remark);
    await user.type(remark, 'First deposit 100.00');
    const picker = within(form).getByLabelText('Add image');
    await user.upload(picker, new File([pdf], 'receipt.png', { type: 'image/png' }));
    expect(within(form).getByText('Only PNG or JPG images can be added.')).toBeVisible();
    await user.upload(picker, new File([png], 'deposit.png', { type: 'image/png' }));
    await user.upload(picker, new File([jpeg], 'bank.jpg', { type: 'image/jpeg' }));
    expect(within(form).getByRole('img', { name: 'bank.jpg' })).toBeVisible();
    expect(bff.requestsTo('POST', '/wps/relay/MCSFE_applyPromotion')).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(
      await screen.findByText('Your application was sent and waits for review.'),
    ).toBeVisible();
    const [sent] = bff.requestsTo('POST', '/wps/relay/MCSFE_applyPromotion');
    expect(sent?.body).toMatchObject({ promotionId: 1, remark: 'First deposit 100.00' });
    expect((sent?.body as { images: string[] }).images).toHaveLength(2);
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('refuses a fourth image in the browser', async () => {
    const { bff } = promotionsBff();
    const { user } = renderApp({ bff, path: '/promoDetail?id=1' });
    const form = await screen.findByRole('form', { name: 'Your application' });
    const picker = within(form).getByLabelText('Add image');
    for (const name of ['a.png', 'b.png', 'c.png', 'd.png']) {
      await user.upload(picker, new File([png], name, { type: 'image/png' }));
    }
    expect(within(form).getByText('At most 3 images can be added.')).toBeVisible();
    expect(within(form).queryByRole('img', { name: 'd.png' })).toBeNull();
  });

  it('draws the raffle once and shows the prize in Chinese', async () => {
    const { bff } = promotionsBff();
    const { user } = renderApp({ bff, path: '/promoDetail?id=2', language: 'CN' });
    await user.click(await screen.findByRole('button', { name: '立即抽奖' }));
    expect(await screen.findByText('恭喜您赢得 5.00！')).toBeVisible();
    expect(screen.queryByRole('button', { name: '立即抽奖' })).toBeNull();
    expect(bff.requestsTo('POST', '/wps/relay/MCS2_claimRafflePromotion')).toHaveLength(1);
  });

  it('asks a visitor to log in instead of showing the form', async () => {
    const bff = new FakeBff();
    const { bff: source } = promotionsBff();
    bff.on('GET', '/wps/relay/MCSFE_getPromotionDetail', (request) =>
      source
        .fetch(`/wps/relay/MCSFE_getPromotionDetail?${request.query.toString()}`)
        .then(async (response) => ({
          status: response.status,
          body: (await response.json()) as unknown,
        })),
    );
    const { user } = renderApp({ bff, path: '/promoDetail?id=1' });
    await user.click(await screen.findByRole('button', { name: 'Take part' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Your application' })).toBeNull();
  });
});

describe('reward center', () => {
  it('claims an approved bonus once and moves it to the history', async () => {
    const { bff, approve } = promotionsBff();
    approve();
    const { user } = renderApp({ bff, path: '/?mc=rewardCenter' });
    const waiting = await screen.findByRole('list', { name: 'Waiting to be claimed' });
    const claim = within(waiting).getByRole('button', { name: 'Claim: Welcome bonus 18.00' });
    await user.dblClick(claim);
    const history = await screen.findByRole('list', { name: 'History' });
    expect(within(history).getByText('18.00')).toBeVisible();
    expect(within(history).getByText('Wagering: 12.00 of 90.00 in valid bets')).toBeVisible();
    expect(screen.getByText('No rewards are waiting to be claimed.')).toBeVisible();
    expect(bff.requestsTo('POST', '/wps/relay/MCSFE_claimReward')).toHaveLength(1);
  });
});
