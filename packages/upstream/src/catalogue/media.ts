import { createHash } from 'node:crypto';

/**
 * Pictures of the catalogue, drawn from a name: a gradient whose colours come from a hash of the
 * key, the name's initials large and the name small. Deterministic (same key and name, same
 * bytes), no external host, no script. Every text is XML-escaped.
 */

const xmlEscapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => xmlEscapes[c] ?? c);

/** Up to two initials of the words of a name (`Lucky Tiger` → `LT`, `SV3` → `SV`). */
export const initialsOf = (name: string): string => {
  const words = name.split(/[\s_-]+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const letters =
    words.length >= 2
      ? words.slice(0, 2).map((word) => [...word][0] ?? '')
      : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
};

const shorten = (text: string, max: number) => {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
};

const huesOf = (key: string): [number, number] => {
  const digest = createHash('sha256').update(key).digest();
  const first = digest.readUInt16BE(0) % 360;
  return [first, (first + 40 + (digest.readUInt8(2) % 80)) % 360];
};

interface Picture {
  key: string;
  title: string;
  width: number;
  height: number;
  /** Font size of the initials. */
  big: number;
  /** Longest name shown under the initials (characters). */
  nameChars: number;
  rounded: number;
}

const draw = ({ key, title, width, height, big, nameChars, rounded }: Picture): string => {
  const [from, to] = huesOf(key);
  const id = `g${createHash('sha256').update(key).digest('hex').slice(0, 8)}`;
  const small = Math.round(big / 3.2);
  const name = escapeXml(shorten(title, nameChars));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"`,
    ` viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${from},70%,45%)"/>`,
    `<stop offset="1" stop-color="hsl(${to},75%,28%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="${width}" height="${height}" rx="${rounded}" fill="url(#${id})"/>`,
    `<text x="50%" y="${Math.round(height * 0.52)}" text-anchor="middle" `,
    `font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${big}" `,
    `fill="#fff">${escapeXml(initialsOf(title))}</text>`,
    `<text x="50%" y="${Math.round(height * 0.82)}" text-anchor="middle" `,
    `font-family="Arial,Helvetica,sans-serif" font-size="${small}" fill="#fff" `,
    `fill-opacity="0.9">${name}</text>`,
    `</svg>`,
  ].join('');
};

/** Square game thumbnail (240 × 240). */
export const gameSvg = (nodeId: string, name: string): string =>
  draw({
    key: `game:${nodeId}`,
    title: name,
    width: 240,
    height: 240,
    big: 88,
    nameChars: 24,
    rounded: 16,
  });

/** Vendor logo (160 × 80) or, `large`, the wide lobby card (360 × 200). */
export const vendorSvg = (code: string, name: string, large: boolean): string =>
  draw(
    large
      ? {
          key: `vendor:${code}`,
          title: name,
          width: 360,
          height: 200,
          big: 80,
          nameChars: 30,
          rounded: 12,
        }
      : {
          key: `vendor:${code}`,
          title: name,
          width: 160,
          height: 80,
          big: 34,
          nameChars: 18,
          rounded: 8,
        },
  );

/** Lottery game icon (120 × 120). */
export const lotterySvg = (gameCode: string, name: string): string =>
  draw({
    key: `lottery:${gameCode}`,
    title: name,
    width: 120,
    height: 120,
    big: 44,
    nameChars: 14,
    rounded: 60,
  });
