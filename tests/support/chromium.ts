/**
 * How every tool here drives Debian's Chromium (browser downloads do not work on our machines):
 * Playwright's tests and the Lighthouse benchmark launch it with the same flags.
 */
export const chromiumPath = '/usr/bin/chromium';

/**
 * Features Playwright 1.65 switches off for every Chromium it launches (its `disabledFeatures`),
 * repeated here because Chromium reads only the last `--disable-features` on its command line:
 * the list below replaces Playwright's, so it must keep all of them. Check it when Playwright
 * is upgraded.
 */
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium 156 preloads the address bar's popup (a WebUI page) in a renderer of its own
 * for every window: with a fresh context per test that renderer cost about 0.3 s and 1.7 s of
 * CPU per test, on a machine where the browser tests are bound by CPU.
 */
const omniboxPopupFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...playwrightDisabledFeatures, ...omniboxPopupFeatures].join(',')}`,
];
