import { callApi } from '@/lib/api.ts';

/**
 * `GET /wps/agent/affiliate`: whether an affiliate (invitation) code is valid for this site;
 * a refusal rejects with `affiliate.invalid`.
 */
export const checkAffiliate = async (input: { code: string }): Promise<null> => {
  await callApi('affiliateCheck', {
    query: { code: input.code, domain: window.location.hostname },
  });
  return null;
};
