/** The two image formats players may upload (withdrawal proofs, avatars). */
export type ImageMediaType = 'image/png' | 'image/jpeg';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngEnd = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/**
 * What the bytes are, read from the bytes alone (a name or a declared type proves nothing): a PNG
 * starts with its signature and an IHDR chunk and ends with IEND; a JPEG starts with SOI and a
 * marker and ends with EOI. Anything else is null.
 */
const imageMediaTypeOf = (bytes: Buffer): ImageMediaType | null => {
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
 * Base64 (no `data:` prefix) decoded and checked: a PNG or JPEG of at most `maxBytes` once
 * decoded, else null.
 */
export const checkedImage = (
  base64: string,
  maxBytes: number,
): { mediaType: ImageMediaType; bytes: Buffer } | null => {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > maxBytes) return null;
  const mediaType = imageMediaTypeOf(bytes);
  return mediaType ? { mediaType, bytes } : null;
};
