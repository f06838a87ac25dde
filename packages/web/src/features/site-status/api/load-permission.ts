import type { Permission } from '@his/shared/schemas/system';
import { callApi } from '@/lib/api.ts';

/**
 * `GET /wps/system/status` ("permission", SPEC §4): site state, visitor location, modules and
 * resources. The platform identifies the brand's domain from the current host.
 */
export const loadPermission = (): Promise<Permission> =>
  callApi('systemStatus', { query: { url: window.location.host } });
