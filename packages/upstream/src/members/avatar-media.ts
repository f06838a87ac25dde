import { staticAvatarCount } from '@his/shared/schemas/profile';

/** Background and face colours of the static avatars, by number (`0` … `11`). */
const palette = [
  ['#2f6fed', '#ffd166'],
  ['#ef476f', '#fff1d6'],
  ['#06a77d', '#fce38a'],
  ['#8338ec', '#ffe5ec'],
  ['#ff8c42', '#2b2d42'],
  ['#118ab2', '#f4f1de'],
  ['#d62828', '#fcbf49'],
  ['#3a5a40', '#dad7cd'],
  ['#6d597a', '#ffcdb2'],
  ['#f15bb5', '#fee440'],
  ['#264653', '#e9c46a'],
  ['#9c6644', '#ede0d4'],
] as const;

/**
 * Static avatar `number` as a 96 × 96 SVG: a coloured disc with a face whose eyes and mouth vary
 * with the number, so the twelve are told apart without text. Null for a number not offered.
 */
export const staticAvatarSvg = (number: number): string | null => {
  const colours = palette[number];
  if (!colours || number >= staticAvatarCount) return null;
  const [background, face] = colours;
  const eye = 4 + (number % 3) * 2;
  const smile = 8 + (number % 4) * 3;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">`,
    `<rect width="96" height="96" rx="48" fill="${background}"/>`,
    `<circle cx="48" cy="52" r="30" fill="${face}"/>`,
    `<circle cx="37" cy="46" r="${eye / 2}" fill="#1d1d1d"/>`,
    `<circle cx="59" cy="46" r="${eye / 2}" fill="#1d1d1d"/>`,
    `<path d="M${48 - smile} 62 Q48 ${62 + smile} ${48 + smile} 62" stroke="#1d1d1d" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    '</svg>',
  ].join('');
};
