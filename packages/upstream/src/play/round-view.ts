import { centsToAmount } from '../ledger/money.ts';
import type { CrashOutcome } from './games/crash.ts';
import type { RoundKind, RoundRecord } from './round-store.ts';

/** A round as the game page sees it; amounts with two decimals, times in epoch ms. */
export interface RoundView {
  id: number;
  clientRoundId: string;
  kind: RoundKind;
  stake: number;
  win: number;
  status: 'open' | 'settled';
  createdAt: number;
  settledAt: number | null;
  outcome: Record<string, unknown>;
}

const x100ToMultiplier = (x100: number | null) => (x100 === null ? null : x100 / 100);

/** The crash point stays on the server while the round runs: showing it would give the game away. */
const publicOutcome = (round: RoundRecord): Record<string, unknown> => {
  if (round.kind !== 'crash') return { ...round.outcome };
  const outcome = round.outcome as CrashOutcome;
  return {
    autoCashout: x100ToMultiplier(outcome.autoCashout),
    cashedOutAt: x100ToMultiplier(outcome.cashedOutAt),
    crashPoint: round.status === 'settled' ? x100ToMultiplier(outcome.crashPoint) : null,
  };
};

export const toRoundView = (round: RoundRecord): RoundView => ({
  id: round.id,
  clientRoundId: round.clientRoundId,
  kind: round.kind,
  stake: centsToAmount(round.stakeCents),
  win: centsToAmount(round.winCents),
  status: round.status,
  createdAt: round.createdAt.getTime(),
  settledAt: round.settledAt?.getTime() ?? null,
  outcome: publicOutcome(round),
});
