import { escapeXml } from '../catalogue/media.ts';
import type { BannerTheme } from './announcements.ts';

/**
 * A banner's picture (`/media/banners/<id>-<lang>-<version>.svg`), drawn from its theme and its
 * title and caption in one language: a diagonal gradient with light rings and sparkles, the
 * theme's motif on the right (coins, a shield, a gift, a card, dice), the texts on the left,
 * fitted to two lines each. 1200 × 400 (3:1, the ratio the web reserves). Deterministic, no
 * script, no external resource, every text XML-escaped.
 */

const bannerWidth = 1200;
const bannerHeight = 400;

interface Palette {
  from: string;
  to: string;
  accent: string;
  deep: string;
}

const palettes: Record<BannerTheme, Palette> = {
  gold: { from: '#5c3300', to: '#e0a526', accent: '#ffe08a', deep: '#3d2200' },
  jade: { from: '#053b2d', to: '#10b981', accent: '#a7f3d0', deep: '#022c22' },
  ruby: { from: '#5f1020', to: '#e11d48', accent: '#fecdd3', deep: '#3f0a15' },
  ocean: { from: '#0a2447', to: '#0ea5e9', accent: '#bae6fd', deep: '#061a33' },
  violet: { from: '#240b52', to: '#8b5cf6', accent: '#ddd6fe', deep: '#170736' },
};

/** Rough advance of one character in ems (bold sans-serif): enough to fit lines, not to kern. */
const advanceOf = (char: string): number => {
  if (/\p{M}/u.test(char)) return 0;
  if (
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u.test(char)
  )
    return 1;
  if (/\p{Script=Khmer}/u.test(char)) return 0.66;
  if (char === ' ') return 0.32;
  if (/[A-Z]/.test(char)) return 0.74;
  if (/[0-9]/.test(char)) return 0.68;
  if (/[iljtf.,:;'|!]/.test(char)) return 0.36;
  if (/[mw]/.test(char)) return 0.96;
  return 0.64;
};

const widthOf = (text: string, size: number): number =>
  [...text].reduce((sum, char) => sum + advanceOf(char), 0) * size;

/** Break points: after spaces, and between CJK characters (which need no space). */
const tokensOf = (text: string): string[] =>
  text.match(
    /[\p{Script=Han}\u3000-\u303f\uff00-\uffef][\p{P}]*|[^\s\p{Script=Han}]+\s*|\s+/gu,
  ) ?? [text];

const wrap = (text: string, size: number, maxWidth: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const token of tokensOf(text)) {
    if (line !== '' && widthOf(`${line}${token}`.trimEnd(), size) > maxWidth) {
      lines.push(line.trimEnd());
      line = token.trimStart();
    } else {
      line += token;
    }
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
};

interface Fitted {
  size: number;
  lines: string[];
}

/** The largest size from `size` down to `minSize` at which the text takes at most `maxLines`. */
const fit = (text: string, size: number, minSize: number, maxWidth: number, maxLines: number) => {
  for (let current = size; current >= minSize; current -= 2) {
    const lines = wrap(text, current, maxWidth);
    if (lines.length <= maxLines) return { size: current, lines };
  }
  const lines = wrap(text, minSize, maxWidth);
  const kept = lines.slice(0, maxLines);
  if (lines.length > maxLines) kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
  return { size: minSize, lines: kept };
};

/** One line of text; squeezed to the width (`textLength`) only when it would overflow it. */
const textLine = (line: string, x: number, y: number, size: number, maxWidth: number) => {
  const squeeze =
    widthOf(line, size) > maxWidth
      ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"`
      : '';
  return `<tspan x="${x}" y="${y}"${squeeze}>${escapeXml(line)}</tspan>`;
};

const sparkle = (x: number, y: number, r: number, opacity: number) =>
  `<path d="M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z" fill="#fff" opacity="${opacity}"/>`;

const coin = (x: number, y: number, p: Palette) =>
  [
    `<ellipse cx="${x}" cy="${y + 10}" rx="74" ry="24" fill="${p.deep}" opacity="0.45"/>`,
    `<ellipse cx="${x}" cy="${y}" rx="74" ry="24" fill="${p.accent}" stroke="${p.deep}" stroke-width="3"/>`,
    `<ellipse cx="${x}" cy="${y}" rx="52" ry="15" fill="none" stroke="${p.deep}" stroke-width="2" opacity="0.5"/>`,
  ].join('');

const motifs: Record<BannerTheme, (p: Palette) => string> = {
  gold: (p) =>
    [
      ...[90, 62, 34, 6].map((y) => coin(-60, y, p)),
      ...[90, 62, 34].map((y) => coin(80, y + 20, p)),
      `<circle cx="10" cy="-70" r="78" fill="${p.accent}" stroke="${p.deep}" stroke-width="4"/>`,
      `<circle cx="10" cy="-70" r="58" fill="none" stroke="${p.deep}" stroke-width="3" opacity="0.5"/>`,
      `<path d="M10 -112l12 26 28 3-21 19 6 28-25-14-25 14 6-28-21-19 28-3z" fill="${p.deep}" opacity="0.8"/>`,
    ].join(''),
  jade: (p) =>
    [
      `<path d="M0 -150C50 -120 95 -112 130 -112C130 0 95 90 0 140C-95 90 -130 0 -130 -112C-95 -112 -50 -120 0 -150Z" fill="${p.accent}" stroke="${p.deep}" stroke-width="6"/>`,
      `<path d="M0 -118C38 -96 72 -88 100 -88C100 -4 72 66 0 106C-72 66 -100 -4 -100 -88C-72 -88 -38 -96 0 -118Z" fill="${p.deep}" opacity="0.18"/>`,
      `<path d="M-50 -10L-12 30L58 -50" fill="none" stroke="${p.deep}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>`,
    ].join(''),
  ruby: (p) =>
    [
      `<rect x="-120" y="-30" width="240" height="160" rx="14" fill="${p.accent}" stroke="${p.deep}" stroke-width="5"/>`,
      `<rect x="-136" y="-70" width="272" height="56" rx="12" fill="${p.accent}" stroke="${p.deep}" stroke-width="5"/>`,
      `<rect x="-20" y="-70" width="40" height="200" fill="${p.deep}" opacity="0.85"/>`,
      `<path d="M0 -70C-40 -150 -120 -130 -92 -92C-76 -70 -30 -70 0 -70Z" fill="none" stroke="${p.deep}" stroke-width="12" stroke-linejoin="round"/>`,
      `<path d="M0 -70C40 -150 120 -130 92 -92C76 -70 30 -70 0 -70Z" fill="none" stroke="${p.deep}" stroke-width="12" stroke-linejoin="round"/>`,
    ].join(''),
  ocean: (p) =>
    [
      `<rect x="-150" y="-40" width="250" height="160" rx="18" fill="${p.deep}" opacity="0.55" transform="rotate(-12)"/>`,
      `<rect x="-110" y="-110" width="250" height="160" rx="18" fill="${p.accent}" stroke="${p.deep}" stroke-width="5" transform="rotate(8)"/>`,
      `<g transform="rotate(8)"><rect x="-110" y="-80" width="250" height="30" fill="${p.deep}" opacity="0.8"/>`,
      `<rect x="-84" y="-30" width="46" height="34" rx="6" fill="${p.deep}" opacity="0.55"/>`,
      `<rect x="-84" y="18" width="150" height="10" rx="5" fill="${p.deep}" opacity="0.4"/></g>`,
    ].join(''),
  violet: (p) => {
    const die = (
      x: number,
      y: number,
      rotate: number,
      pips: readonly (readonly [number, number])[],
    ) =>
      [
        `<g transform="translate(${x} ${y}) rotate(${rotate})">`,
        `<rect x="-70" y="-70" width="140" height="140" rx="26" fill="${p.accent}" stroke="${p.deep}" stroke-width="5"/>`,
        ...pips.map(([px, py]) => `<circle cx="${px}" cy="${py}" r="13" fill="${p.deep}"/>`),
        '</g>',
      ].join('');
    return [
      die(-70, 30, -14, [
        [-34, -34],
        [0, 0],
        [34, 34],
      ]),
      die(80, -50, 12, [
        [-34, -34],
        [34, -34],
        [0, 0],
        [-34, 34],
        [34, 34],
      ]),
    ].join('');
  },
};

/** The banner's picture in one language. */
export const bannerSvg = (theme: BannerTheme, title: string, caption: string): string => {
  const p = palettes[theme];
  const textWidth = 620;
  const heading: Fitted = fit(title, 60, 36, textWidth, 2);
  const sub: Fitted = fit(caption, 30, 22, textWidth, 2);
  const headingHeight = heading.lines.length * heading.size * 1.15;
  const subHeight = sub.lines.length * sub.size * 1.35;
  const gap = 40;
  const top = (bannerHeight - (headingHeight + gap + subHeight)) / 2;
  const headingY = (index: number) =>
    Math.round(top + heading.size * 0.9 + index * heading.size * 1.15);
  const barY = Math.round(top + headingHeight + gap / 2 - 3);
  const subY = (index: number) =>
    Math.round(top + headingHeight + gap + sub.size * 0.9 + index * sub.size * 1.35);
  const font = `font-family="'Noto Sans','Noto Sans Khmer','Noto Sans SC','Khmer OS',system-ui,sans-serif"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${bannerWidth}" height="${bannerHeight}"`,
    ` viewBox="0 0 ${bannerWidth} ${bannerHeight}" role="img" aria-label="${escapeXml(title)}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`,
    '<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity="0.4"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.deep}" stop-opacity="0.55"/><stop offset="0.6" stop-color="${p.deep}" stop-opacity="0"/></linearGradient>`,
    '</defs>',
    `<rect width="${bannerWidth}" height="${bannerHeight}" fill="url(#bg)"/>`,
    `<polygon points="700,0 880,0 560,400 380,400" fill="#fff" opacity="0.06"/>`,
    `<polygon points="930,0 990,0 670,400 610,400" fill="#fff" opacity="0.05"/>`,
    '<circle cx="960" cy="200" r="250" fill="url(#glow)"/>',
    '<circle cx="1120" cy="40" r="150" fill="none" stroke="#fff" stroke-width="2" opacity="0.16"/>',
    '<circle cx="1120" cy="40" r="110" fill="none" stroke="#fff" stroke-width="2" opacity="0.1"/>',
    '<circle cx="780" cy="420" r="110" fill="none" stroke="#fff" stroke-width="2" opacity="0.12"/>',
    `<rect width="${bannerWidth}" height="${bannerHeight}" fill="url(#shade)"/>`,
    sparkle(1110, 300, 16, 0.8),
    sparkle(790, 90, 12, 0.7),
    sparkle(1160, 170, 8, 0.6),
    sparkle(850, 330, 9, 0.5),
    `<g transform="translate(960 205)">${motifs[theme](p)}</g>`,
    `<text ${font} font-size="${heading.size}" font-weight="700" fill="#fff">`,
    ...heading.lines.map((line, index) =>
      textLine(line, 72, headingY(index), heading.size, textWidth),
    ),
    '</text>',
    `<rect x="72" y="${barY}" width="88" height="6" rx="3" fill="${p.accent}"/>`,
    `<text ${font} font-size="${sub.size}" fill="#fff" fill-opacity="0.9">`,
    ...sub.lines.map((line, index) => textLine(line, 72, subY(index), sub.size, textWidth)),
    '</text>',
    '</svg>',
  ].join('');
};
