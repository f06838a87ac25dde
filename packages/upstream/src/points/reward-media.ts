import { createHash } from 'node:crypto';

/**
 * A reward's picture: a gift box on a gradient whose colours come from a hash of the code.
 * Deterministic, no text (the page names the reward in the reader's language), no script.
 */
export const rewardSvg = (code: string): string => {
  const digest = createHash('sha256').update(`reward:${code}`).digest();
  const hue = digest.readUInt16BE(0) % 360;
  const second = (hue + 50) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${second},70%,30%)"/>
</linearGradient></defs>
<rect width="240" height="240" rx="16" fill="url(#g)"/>
<rect x="60" y="104" width="120" height="84" rx="6" fill="#fff" fill-opacity="0.92"/>
<rect x="50" y="80" width="140" height="30" rx="6" fill="#fff"/>
<rect x="111" y="80" width="18" height="108" fill="hsl(${hue},70%,45%)"/>
<path d="M120 80c-10-26-44-30-44-10 0 12 24 12 44 10zm0 0c10-26 44-30 44-10 0 12-24 12-44 10z" fill="none" stroke="#fff" stroke-width="8"/>
</svg>`;
};
