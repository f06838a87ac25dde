import { loadChineseFaces } from '@/lib/load-catalogue.ts';

let asked = false;

/**
 * The faces of the languages the page is not in, which only the picker's names of them need
 * (ខ្មែរ, 中文, 日本語 …): asked for when a player reaches for the picker (a pointer over it, a
 * touch, focus), not with the first screen. Their slices weigh about 185 KB; on a phone's slow
 * network they were taking the bandwidth of the page's own pictures and calls. Until then an
 * English page's picker draws its names with the system's faces (language-picker.module.css),
 * as a phone's own picker does; a Chinese page has loaded the Chinese faces with its catalogue.
 */
export const wantOtherFaces = (pageLanguage: string): void => {
  if (asked) return;
  asked = true;
  // A user-timing mark: when the faces were asked for, for tests and field measurements.
  performance.mark('his:other-faces');
  document.documentElement.dataset.otherFaces = 'on';
  if (pageLanguage !== 'CN') void loadChineseFaces();
};
