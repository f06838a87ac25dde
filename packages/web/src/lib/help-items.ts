import type { HelpItem } from '@his/shared/schemas/system';
import { callApi } from './api.ts';

/** `GET /wps/system/helpCenter`: the help items in the page's language (`Language` header). */
export const loadHelpItems = (signal: AbortSignal): Promise<HelpItem[]> =>
  callApi('helpCenter', { query: { device: 'WEB' }, signal });
