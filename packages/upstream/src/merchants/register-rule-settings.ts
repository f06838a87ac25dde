import type { Queryable } from '../db/db.ts';
import type { RuleSetting, SwitchableRuleField } from '../system/register-rules.ts';

type Settings = Partial<Record<SwitchableRuleField, RuleSetting>>;

/** A merchant's register field settings (fields without a row keep the reference rule). */
export const readRuleSettings = async (q: Queryable, merchantId: number): Promise<Settings> => {
  const rows = await q.query<{ field: SwitchableRuleField } & RuleSetting>(
    'SELECT field, enabled, required FROM register_rule_settings WHERE merchant_id = $1',
    [merchantId],
  );
  return Object.fromEntries(
    rows.map(({ field, enabled, required }) => [field, { enabled, required }]),
  );
};

export const setRuleSetting = async (
  q: Queryable,
  merchantId: number,
  field: SwitchableRuleField,
  setting: RuleSetting,
): Promise<void> => {
  await q.query(
    `INSERT INTO register_rule_settings (merchant_id, field, enabled, required)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (merchant_id, field) DO UPDATE SET enabled = $3, required = $4`,
    [merchantId, field, setting.enabled, setting.required],
  );
};
