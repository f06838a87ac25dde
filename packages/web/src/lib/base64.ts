/** Base64 of bytes, without a `data:` prefix: the wire format of uploaded images and of their thumbnails. */
export const base64Of = (bytes: Uint8Array): string => {
  let binary = '';
  // In slices: spreading megabytes into one call overflows the argument limit.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
};
