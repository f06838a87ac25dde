import type {
  PromotionDetail,
  PromotionStatus,
  PromotionSummary,
  Reward,
} from '@his/shared/schemas/promotions';
import { FakeBff, fail, ok } from './fake-bff.ts';
import { demoPlayer } from './fixtures.ts';

const day = 86_400_000;
const now = 1_800_000_000_000;

const texts = (en: string, km: string, cn: string) => ({ EN: en, KM: km, CN: cn });

const summary = (
  id: number,
  facts: Partial<PromotionSummary> & Pick<PromotionSummary, 'kind' | 'category'>,
): PromotionSummary => ({
  id,
  title: texts(`Promotion ${id}`, `ប្រូម៉ូសិន ${id}`, `优惠 ${id}`),
  summary: texts('A summary.', 'សេចក្តីសង្ខេប។', '活动简介。'),
  image: 'welcome-bonus',
  startsAt: now - 10 * day,
  endsAt: now + 30 * day,
  status: 'join',
  bonus: null,
  wageringMultiplier: 0,
  ...facts,
});

export const welcome = summary(1, {
  kind: 'application',
  category: 'welcome',
  title: texts('Welcome bonus 18.00', 'ប្រាក់រង្វាន់ស្វាគមន៍ 18.00', '新会员欢迎奖金 18.00'),
  bonus: '18.00',
  wageringMultiplier: 5,
});
export const raffle = summary(2, {
  kind: 'raffle',
  category: 'raffle',
  title: texts('Lucky raffle', 'ឆ្នោតសំណាង', '幸运抽奖'),
  status: 'claim',
  wageringMultiplier: 1,
});
export const closed = summary(3, {
  kind: 'event',
  category: 'games',
  title: texts('Water festival', 'បុណ្យអុំទូក', '送水节'),
  startsAt: now - 40 * day,
  endsAt: now - 5 * day,
  status: 'close',
});

export const bonusReward: Reward = {
  id: 31,
  source: 'bonus',
  promotionId: 1,
  title: welcome.title,
  amount: '18.00',
  state: 'waiting',
  createdAt: now,
  claimedAt: null,
  wagering: null,
};

/**
 * The fake bff signed in as `demo_player`, with three promotions (an open application, a
 * raffle, a closed event), the application, the raffle and the reward center in memory.
 */
export const promotionsBff = () => {
  const bff = new FakeBff();
  bff.member = demoPlayer;
  const promotions = [welcome, raffle, closed];
  let status: Record<number, PromotionStatus> = { 1: 'join', 2: 'claim', 3: 'close' };
  let reward: Reward | null = null;
  const detailOf = (promotion: PromotionSummary): PromotionDetail => ({
    ...promotion,
    status: status[promotion.id] ?? promotion.status,
    now,
    rules: texts('Rule one.\n\nRule two.', 'ច្បាប់ទីមួយ។\n\nច្បាប់ទីពីរ។', '规则一。\n\n规则二。'),
    application: null,
    reward: promotion.id === 1 ? reward : null,
    prizes: promotion.kind === 'raffle' ? ['88.00', '5.00'] : [],
  });
  bff.on('GET', '/wps/relay/MCSFE_getPromotionList', (request) => {
    const category = request.query.get('category');
    const list = promotions
      .filter((promotion) => category === null || promotion.category === category)
      .map((promotion) => ({ ...promotion, status: status[promotion.id] ?? promotion.status }));
    return ok({ now, categories: ['welcome', 'games', 'raffle'], list });
  });
  bff.on('GET', '/wps/relay/MCSFE_getPromotionDetail', (request) => {
    const promotion = promotions.find(({ id }) => id === Number(request.query.get('id')));
    return promotion ? ok(detailOf(promotion)) : fail('promotion.not.found', 404);
  });
  bff.on('POST', '/wps/relay/MCSFE_applyPromotion', (request) => {
    const body = request.body as { remark: string; images: string[] };
    status = { ...status, 1: 'applying' };
    return ok({
      id: 9,
      promotionId: 1,
      remark: body.remark,
      images: body.images.length,
      status: 'applying',
      createdAt: now,
      decidedAt: null,
    });
  });
  bff.on('POST', '/wps/relay/MCS2_claimRafflePromotion', () => {
    status = { ...status, 2: 'issued' };
    return ok({
      ...bonusReward,
      id: 32,
      source: 'raffle',
      promotionId: 2,
      title: raffle.title,
      amount: '5.00',
      state: 'claimed',
      claimedAt: now,
      wagering: { required: '5.00', valid: '0.00', done: false },
    });
  });
  bff.on('GET', '/wps/relay/MCSFE_getRewardCenter', () =>
    ok({
      waiting: reward?.state === 'waiting' ? [reward] : [],
      history: reward?.state === 'claimed' ? [reward] : [],
    }),
  );
  bff.on('POST', '/wps/relay/MCSFE_claimReward', () => {
    if (!reward || reward.state === 'claimed') return fail('promotion.reward.claimed', 409);
    reward = {
      ...reward,
      state: 'claimed',
      claimedAt: now,
      wagering: { required: '90.00', valid: '12.00', done: false },
    };
    status = { ...status, 1: 'process' };
    return ok(reward);
  });
  return {
    bff,
    /** QA's approval: the bonus waits in the reward center. */
    approve: () => {
      status = { ...status, 1: 'claim' };
      reward = bonusReward;
    },
  };
};
