import type { ContractKind, ContractSettlementList } from '@his/shared/schemas/contracts';
import { firstQuery, type RecordQuery } from '@/features/records/record-query.ts';
import { callApi } from '@/lib/api.ts';

/** A settlement history's query: the records' range and page, the kind, and the reader's side. */
export interface SettlementQuery extends Pick<RecordQuery, 'preset' | 'from' | 'to' | 'page'> {
  pageSize: number;
  kind: ContractKind;
  role: 'payee' | 'payer' | null;
}

/** The first query of a kind's history: the last seven days, both sides, first page. */
export const firstSettlementQuery = (kind: ContractKind, now: number): SettlementQuery => {
  const { preset, from, to, page, pageSize } = firstQuery(now);
  return { preset, from, to, page, pageSize, kind, role: null };
};

/** `GET /wps/agent/contracts/settlements`: a page of the agent's settlements of that kind. */
export const loadSettlements = (
  query: SettlementQuery,
  signal?: AbortSignal,
): Promise<ContractSettlementList> =>
  callApi('contractSettlements', {
    query: {
      from: query.from,
      to: query.to,
      page: query.page,
      pageSize: query.pageSize,
      kind: query.kind,
      ...(query.role ? { role: query.role } : {}),
    },
    signal,
  });
