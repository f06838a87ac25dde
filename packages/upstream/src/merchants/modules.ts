import type { ModuleNode } from '@his/shared/modules';
import { flattenModules } from '@his/shared/modules';
import type { Queryable } from '../db/db.ts';

export interface ModuleRow {
  modId: string;
  parentModId: string | null;
  enabled: boolean;
}

/** Builds the whitelabel tree (`childrenNodes`, `enabled` as "1"/"0") from the table rows. */
const buildModuleTree = (rows: ModuleRow[]): ModuleNode => {
  const node = (row: ModuleRow): ModuleNode => ({
    modId: row.modId,
    enabled: row.enabled ? '1' : '0',
    childrenNodes: rows.filter((child) => child.parentModId === row.modId).map(node),
  });
  const root = rows.find((row) => row.parentModId === null);
  if (!root) throw new Error('merchant has no module tree');
  return node(root);
};

export const loadModuleTree = async (q: Queryable, merchantId: number): Promise<ModuleNode> =>
  buildModuleTree(
    await q.query<ModuleRow>(
      `SELECT mod_id AS "modId", parent_mod_id AS "parentModId", enabled
         FROM merchant_modules WHERE merchant_id = $1 ORDER BY position`,
      [merchantId],
    ),
  );

/** `{ modId: on }`, where a module is on only if it and all its ancestors are (as the client reads it). */
export const enabledModules = async (
  q: Queryable,
  merchantId: number,
): Promise<Record<string, boolean>> => flattenModules(await loadModuleTree(q, merchantId));

/** Switches one module; false when the merchant has no such module. */
export const setModuleEnabled = async (
  q: Queryable,
  merchantId: number,
  modId: string,
  enabled: boolean,
): Promise<boolean> => {
  const rows = await q.query<{ modId: string }>(
    `UPDATE merchant_modules SET enabled = $3 WHERE merchant_id = $1 AND mod_id = $2
     RETURNING mod_id AS "modId"`,
    [merchantId, modId, enabled],
  );
  return rows.length > 0;
};
