import type { ComponentType, ReactElement } from 'react';
import type { MemberCenterPage } from '@his/machines/member-center/pages';

/**
 * What the chart's `loadPage` brought (load-page.ts): the panel and each page (its element). The
 * chart shows the center only once they are in, so the layer renders them at once, never an
 * empty panel.
 */
export const loadedChunks: {
  panel: ComponentType | null;
  pages: Map<MemberCenterPage, ReactElement>;
} = { panel: null, pages: new Map() };
