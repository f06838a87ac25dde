import { callApi } from '@/lib/api.ts';

/**
 * `GET /wps/captcha`: a base64 PNG. The bff keeps the captcha's id in the session, so the
 * answer is checked against the image this browser was shown. The timestamp defeats caches.
 */
export const fetchCaptcha = (): Promise<string> => callApi('captcha', { query: { t: Date.now() } });
