import { maxProofBytes } from '@his/shared/schemas/withdraw';
import { ApiError } from '../http/api-error.ts';

export interface ProofImage {
  mediaType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngEnd = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/**
 * What the bytes are, read from the bytes alone (a name or a declared type proves nothing): a PNG
 * starts with its signature and an IHDR chunk and ends with IEND; a JPEG starts with SOI and a
 * marker and ends with EOI. Anything else is null.
 */
const mediaTypeOf = (bytes: Buffer): ProofImage['mediaType'] | null => {
  if (
    bytes.length > 32 &&
    bytes.subarray(0, 8).equals(pngSignature) &&
    bytes.subarray(12, 16).toString('latin1') === 'IHDR' &&
    bytes.subarray(-12).equals(pngEnd)
  ) {
    return 'image/png';
  }
  if (
    bytes.length > 4 &&
    bytes[0] === 0xff &&
    bytes[1] === 0xd8 &&
    bytes[2] === 0xff &&
    bytes.at(-2) === 0xff &&
    bytes.at(-1) === 0xd9
  ) {
    return 'image/jpeg';
  }
  return null;
};

/**
 * The proofs of a "not received" claim, decoded and checked: each a PNG or JPEG of at most 5 MB
 * once decoded. The first one that fails answers `withdrawal.proof.invalid` with its `index`.
 */
export const checkProofs = (proofs: readonly string[]): ProofImage[] =>
  proofs.map((proof, index) => {
    const bytes = Buffer.from(proof, 'base64');
    const mediaType = bytes.length <= maxProofBytes ? mediaTypeOf(bytes) : null;
    if (!mediaType) throw new ApiError('withdrawal.proof.invalid', { index });
    return { mediaType, bytes };
  });
