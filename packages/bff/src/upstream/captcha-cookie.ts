/** What a captcha id may look like before it goes back into a `Cookie` header. */
const captchaIdPattern = /^[A-Za-z0-9._~-]{1,128}$/;

/**
 * The `captchaId` the platform set in its answer (`Set-Cookie: captchaId=...; HttpOnly`). The
 * bff keeps it in the session instead of passing the cookie to the browser.
 */
export const captchaIdFromSetCookie = (setCookie: string | string[] | undefined): string | null => {
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  for (const line of lines) {
    const pair = line.split(';', 1)[0] ?? '';
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== 'captchaId') continue;
    const value = pair.slice(eq + 1).trim();
    if (captchaIdPattern.test(value)) return value;
  }
  return null;
};
