/**
 * The app download page's strings (i18next namespace `appDownload`): they come with the page's
 * chunk, in all three languages, and are added when it first shows.
 */
export const appDownloadEn = {
  intro:
    'Install HIS on your phone or computer: it opens from its own icon, full screen, without the browser’s address bar. There is nothing to download from a store, and it is always the latest version.',
  install: {
    heading: 'Install the app',
    button: 'Install HIS',
    asking: 'Answer your browser’s question to install HIS.',
    installed: 'HIS is installed. Open it from your home screen or your list of apps.',
    standalone: 'You are using the HIS app.',
    dismissed: 'Not installed. You can install HIS from this page at any time.',
    unavailable:
      'Your browser does not offer to install HIS from this page. Follow the guide for your device below.',
  },
  guides: {
    heading: 'Install guides',
    android: 'Android',
    ios: 'iPhone and iPad',
    note: 'The pictures show the site’s own screens. The browser’s buttons sit above or below the page and look a little different on every phone.',
    step: 'Step {{number}}',
  },
  android: {
    open: {
      title: 'Open HIS in Chrome',
      text: 'Open this site in Chrome on your Android phone or tablet.',
      image: 'The HIS home page on a phone',
    },
    menu: {
      title: 'Open Chrome’s menu',
      text: 'Tap the menu button ⋮ at the top right of Chrome, just above the page.',
      image: 'The app download page on a phone, with Chrome’s menu button above it',
    },
    install: {
      title: 'Choose “Install app”',
      text: 'Choose “Install app” (on some phones “Add to Home screen”), then confirm with “Install”.',
      image: 'The HIS app icon',
    },
    launch: {
      title: 'Open HIS from its icon',
      text: 'The HIS icon is now on your home screen and in your list of apps. HIS opens full screen, ready for you to log in.',
      image: 'HIS opened from its icon, showing the login page',
    },
  },
  ios: {
    open: {
      title: 'Open HIS in Safari',
      text: 'Open this site in Safari on your iPhone or iPad.',
      image: 'The HIS home page on a phone',
    },
    menu: {
      title: 'Tap Share',
      text: 'Tap the Share button (a square with an arrow pointing up) in Safari’s bar at the bottom of the screen; on an iPad it is at the top right.',
      image: 'The app download page on a phone, with Safari’s bar below it',
    },
    install: {
      title: 'Choose “Add to Home Screen”',
      text: 'Scroll down the list, choose “Add to Home Screen”, then tap “Add” at the top right.',
      image: 'The HIS app icon',
    },
    launch: {
      title: 'Open HIS from its icon',
      text: 'The HIS icon is now on your Home Screen. HIS opens full screen, ready for you to log in.',
      image: 'HIS opened from its icon, showing the login page',
    },
  },
};

/** Every language's app download strings have the English ones' keys. */
export type AppDownloadStrings = typeof appDownloadEn;
