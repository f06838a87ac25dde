/**
 * How every tool here drives Debian's Chromium (browser downloads do not work on our machines):
 * Playwright's tests and the Lighthouse benchmark launch it with the same flags.
 */
export const chromiumPath = '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
