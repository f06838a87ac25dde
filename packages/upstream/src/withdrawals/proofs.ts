import { maxProofBytes } from '@his/shared/schemas/withdraw';
import { ApiError } from '../http/api-error.ts';
import { checkedImage, type ImageMediaType } from '../images/image-type.ts';

export interface ProofImage {
  mediaType: ImageMediaType;
  bytes: Buffer;
}

/**
 * The proofs of a "not received" claim, decoded and checked: each a PNG or JPEG of at most 5 MB
 * once decoded. The first one that fails answers `withdrawal.proof.invalid` with its `index`.
 */
export const checkProofs = (proofs: readonly string[]): ProofImage[] =>
  proofs.map((proof, index) => {
    const image = checkedImage(proof, maxProofBytes);
    if (!image) throw new ApiError('withdrawal.proof.invalid', { index });
    return image;
  });
