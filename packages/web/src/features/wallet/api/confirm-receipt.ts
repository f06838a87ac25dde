import type { ConfirmReceiptInput } from '@his/machines/withdrawal-confirmation';
import { callApi } from '@/lib/api.ts';
import { base64Of } from '@/lib/base64.ts';

/**
 * The chart's `confirmReceipt`: `POST MCSFE_processC2CTransaction` with the answer's idempotency
 * key; not received carries the proofs' bytes as base64. Answers the withdrawal's status.
 */
export const confirmReceipt = async (input: ConfirmReceiptInput): Promise<{ status: string }> => {
  const body = input.received
    ? { withdrawalId: input.withdrawalId, received: true as const }
    : {
        withdrawalId: input.withdrawalId,
        received: false as const,
        proofs: input.proofs.map((proof) => base64Of(proof.bytes)),
      };
  const withdrawal = await callApi('processC2CTransaction', {
    body,
    idempotencyKey: input.idempotencyKey,
  });
  return { status: withdrawal.status };
};
