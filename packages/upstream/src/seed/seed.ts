import { insertAffiliateCode } from '../agents/affiliates.ts';
import { ensureAgentNotices, seedAgentNotices } from '../agents/notices.ts';
import { ensureAnnouncements, seedAnnouncements } from '../announcements/seed-announcements.ts';
import { ensureHelpCenter, seedHelpCenter } from '../help-center/seed-help-center.ts';
import { hashPassword } from '../auth/password.ts';
import type { Db, Queryable } from '../db/db.ts';
import { createHouseAccount, createMemberWallet } from '../ledger/accounts.ts';
import { unitsToCents } from '../ledger/money.ts';
import { postTransaction } from '../ledger/post.ts';
import { addMerchantDomains, localDevDomains } from '../merchants/domains.ts';
import { insertMember } from '../members/members.ts';
import { ensureMemberMessages, seedMemberMessages } from '../messages/seed-messages.ts';
import { seedAgentTeam } from './agent-team.ts';
import { catalogueTables, ensureCatalogue, seedCatalogue } from './catalogue.ts';
import { seedDepositChannels } from './deposit-channels.ts';
import { demoMembers } from './demo-members.ts';
import { ensureMissions } from './missions.ts';
import { defaultModules } from './modules.ts';
import { ensurePointsAndRebates } from './points.ts';
import { seedVipBaselines } from './vip-baselines.ts';
import { ensureVipRanks } from '../vip/default-ranks.ts';
import { ensurePromotions } from './promotions.ts';

const seedLockId = 724_311_002;
const currency = 'USD';

// scrypt is slow on purpose; a QA reset re-seeds often, so each demo hash is made once per process.
const hashes = new Map<string, Promise<string>>();
const demoHash = (account: string, password: string) => {
  let hash = hashes.get(account);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(account, hash);
  }
  return hash;
};

const prepareHashes = async () =>
  new Map(
    await Promise.all(
      demoMembers.map(async (m) => [m.account, await demoHash(m.account, m.password)] as const),
    ),
  );

const seedMerchant = async (
  tx: Queryable,
  code: string,
  now: Date,
  passwordHashes: Map<string, string>,
) => {
  const [merchant] = await tx.query<{ id: number }>(
    `INSERT INTO merchants (code, name, currency, currency_symbol, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [code, 'HIS Demo', currency, '$', now],
  );
  if (!merchant) throw new Error('merchant insert returned nothing');
  const merchantId = merchant.id;
  for (const [position, m] of defaultModules.entries()) {
    await tx.query(
      `INSERT INTO merchant_modules (merchant_id, mod_id, parent_mod_id, enabled, position)
       VALUES ($1, $2, $3, $4, $5)`,
      [merchantId, m.modId, m.parent, m.enabled, position],
    );
  }
  await tx.query(
    `INSERT INTO site_state (merchant_id, state, updated_at) VALUES ($1, 'normal', $2)`,
    [merchantId, now],
  );
  await addMerchantDomains(tx, merchantId, localDevDomains);
  await seedCatalogue(tx, merchantId, now);
  await seedDepositChannels(tx, merchantId);
  await seedAgentNotices(tx, merchantId, now);
  const funding = await createHouseAccount(tx, merchantId, 'funding', currency, now);
  await createHouseAccount(tx, merchantId, 'trial', currency, now);
  await createHouseAccount(tx, merchantId, 'games', currency, now);
  await createHouseAccount(tx, merchantId, 'agents', currency, now);
  await createHouseAccount(tx, merchantId, 'points', currency, now);
  await createHouseAccount(tx, merchantId, 'rebates', currency, now);
  await ensurePointsAndRebates(tx, merchantId);
  await createHouseAccount(tx, merchantId, 'referrals', currency, now);
  await ensureVipRanks(tx, merchantId);
  await createHouseAccount(tx, merchantId, 'promotions', currency, now);
  await ensurePromotions(tx, merchantId, now);
  await createHouseAccount(tx, merchantId, 'missions', currency, now);
  await ensureMissions(tx, merchantId);
  const ids = new Map<string, number>();
  for (const m of demoMembers) {
    const id = await insertMember(tx, {
      merchantId,
      account: m.account,
      nickname: m.nickname,
      type: m.type,
      passwordHash: passwordHashes.get(m.account) ?? null,
      mustChangePassword: m.mustChangePassword ?? false,
      firstLogin: m.firstLogin ?? false,
      uplineId: m.upline ? (ids.get(m.upline) ?? null) : null,
      mobile: m.mobile ?? null,
      mobileDialingCode: m.mobileDialingCode ?? null,
      email: m.email ?? null,
      clubLabel: m.clubLabel ?? 'VIP0',
      rankLevel: m.rankLevel ?? 0,
      regDate: new Date(m.regDate),
    });
    if (id === null) throw new Error(`demo member ${m.account} already exists`);
    ids.set(m.account, id);
    if (m.affiliateCode) await insertAffiliateCode(tx, merchantId, m.affiliateCode, id);
    const wallet = await createMemberWallet(tx, merchantId, id, currency, now);
    if (m.balance > 0) {
      const cents = unitsToCents(m.balance);
      await postTransaction(tx, {
        merchantId,
        kind: 'seed.opening',
        idempotencyKey: `seed:opening:${m.account}`,
        memo: 'demo opening balance',
        legs: [
          { accountId: funding, amountCents: -cents },
          { accountId: wallet, amountCents: cents },
        ],
        now: new Date(now.getTime() - (m.openedAgoMs ?? 0)),
      });
    }
  }
  await seedAgentTeam(tx, merchantId, ids, now);
  await seedVipBaselines(tx, ids);
  await seedMemberMessages(tx, merchantId, ids, now);
  await seedAnnouncements(tx, merchantId, now);
  await seedHelpCenter(tx, merchantId);
};

/**
 * Adds what later issues brought to a merchant seeded before them: missing modules (with their
 * default switch) and the game catalogue. Existing rows are left as they are.
 */
const upgradeMerchant = async (tx: Queryable, merchantId: number, now: Date) => {
  for (const [position, m] of defaultModules.entries()) {
    await tx.query(
      `INSERT INTO merchant_modules (merchant_id, mod_id, parent_mod_id, enabled, position)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (merchant_id, mod_id) DO NOTHING`,
      [merchantId, m.modId, m.parent, m.enabled, position],
    );
  }
  await addMerchantDomains(tx, merchantId, localDevDomains);
  await ensureCatalogue(tx, merchantId, now);
  await seedDepositChannels(tx, merchantId);
  await ensureAgentNotices(tx, merchantId, now);
  await ensurePointsAndRebates(tx, merchantId);
  await ensureVipRanks(tx, merchantId);
  await ensurePromotions(tx, merchantId, now);
  await ensureMissions(tx, merchantId);
  await ensureMemberMessages(tx, merchantId, now);
  await ensureAnnouncements(tx, merchantId, now);
  await ensureHelpCenter(tx, merchantId);
};

/**
 * Seeds the merchant's demo data unless the merchant exists (restarts keep their data; an
 * existing merchant only gets what newer issues added). Returns whether it seeded.
 */
export const ensureSeeded = async (db: Db, merchantCode: string, now: Date): Promise<boolean> => {
  const passwordHashes = await prepareHashes();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [seedLockId]);
    const [existing] = await tx.query<{ id: number }>('SELECT id FROM merchants WHERE code = $1', [
      merchantCode,
    ]);
    if (existing) {
      await upgradeMerchant(tx, existing.id, now);
      return false;
    }
    await seedMerchant(tx, merchantCode, now, passwordHashes);
    return true;
  });
};

const dataTables = [
  'feedback',
  'agent_application_contacts',
  'agent_applications',
  'rebate_claims',
  'rebate_rates',
  'point_conversions',
  'point_redemptions',
  'point_rewards',
  'point_entries',
  'member_points',
  'point_settings',
  'point_rates',
  'promotion_rewards',
  'promotion_joins',
  'promotion_application_images',
  'promotion_applications',
  'promotion_prizes',
  'promotions',
  'mission_claims',
  'missions',
  'chat_messages',
  'chat_conversations',
  'announcements',
  'banners',
  'help_items',
  'site_resources',
  'member_message_states',
  'member_messages',
  'agent_notices',
  'agent_contract_settlements',
  'agent_contract_terminations',
  'agent_contracts',
  'member_avatars',
  'money_requests',
  'withdrawal_proofs',
  'withdrawal_steps',
  'withdrawals',
  'withdraw_settings',
  'bank_cards',
  'payment_password_failures',
  'deposit_orders',
  'deposit_channels',
  'lottery_bets',
  'lottery_draws',
  'game_rounds',
  'game_tickets',
  ...catalogueTables,
  'referral_rewards',
  'referrals',
  'referral_codes',
  'member_vip_baselines',
  'vip_ranks',
  'mail_outbox',
  'password_resets',
  'affiliate_codes',
  'sms_codes',
  'ledger_entries',
  'ledger_transactions',
  'ledger_accounts',
  'sessions',
  'captchas',
  'attempt_counters',
  // Slots of the play timer claimed at the clock's time: a reset takes the clock back.
  'scheduler_ticks',
  'members',
  'site_state',
  'register_rule_settings',
  'merchant_modules',
  'merchant_domains',
  'vendor_wallets',
  'merchants',
];

/** QA reset: wipes every data table (not the migrations) and seeds again, in one transaction. */
export const reseed = async (db: Db, merchantCode: string, now: Date): Promise<void> => {
  const passwordHashes = await prepareHashes();
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [seedLockId]);
    await tx.exec(`TRUNCATE ${dataTables.join(', ')} RESTART IDENTITY`);
    await seedMerchant(tx, merchantCode, now, passwordHashes);
  });
};
