import type { ErrorCode } from '../errors.ts';

/**
 * Texts of the browser's own making, never sent by a server: a network failure before any
 * answer, and a page chunk that does not arrive within `pageChunkTimeoutMs` (SPEC §8).
 */
export const clientErrorCodes = ['network.error', 'page.timeout'] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];

/**
 * Every error a player can meet, by stable code (`errors.<code>` in the catalogue). The web
 * shows these texts, never the server's message.
 */
const errors = {
  'login.not.session': 'Please log in. Your session has ended.',
  'function.not.available': 'This function is under maintenance.',
  http_method_not_support: 'This request is not supported.',
  request_body_required: 'Some information is missing. Please check and try again.',
  request_param_err: 'Some information is not valid. Please check and try again.',
  'merchant.acct.setup.err': 'The site is not set up correctly. Please contact customer service.',
  'decrypt.failed': 'Your request could not be read. Please try again.',
  'login.failed': 'Wrong account or password.',
  'captcha.invalid': 'The captcha is not correct. Please try again.',
  'account.locked': 'This account is disabled. Please contact customer service.',
  TOO_MANY_REQUESTS: 'Too many requests. Please retry after 5 minutes.',
  'system.maintenance': 'The system is under maintenance.',
  'region.restricted': 'Access is restricted by IP or location.',
  'not.found': 'Not found.',
  'system.busy': 'The system is busy. Please try again later.',
  'csrf.rejected': 'The request was refused for your security. Please reload the page.',
  'upstream.timeout': 'The service took too long to answer. Please try again.',
  'upstream.unavailable': 'The service is unavailable right now. Please try again later.',
  'upstream.bad.answer': 'The service answered unexpectedly. Please try again later.',
  'session.store.unavailable': 'We cannot keep you logged in right now. Please try again later.',
  'internal.error': 'System error. Please try again later.',
  'network.error': 'Network abnormal, please retry.',
  'page.timeout': 'The page took too long to load. Please check your network.',
} as const satisfies Record<ErrorCode | ClientErrorCode, string>;

/**
 * The English catalogue: the source of every key. KM and CN are typed from it (`Catalogue`),
 * so a missing or extra key in another language fails the type check. Interpolations use
 * i18next's `{{name}}`.
 */
export const en = {
  app: {
    skipToContent: 'Skip to main content',
    loading: 'Loading…',
    logo: '{{brand}} home',
  },
  nav: {
    main: 'Main navigation',
    side: 'Side menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    home: 'Home',
    download: 'App Download',
    promotions: 'Promotions',
    categories: {
      elott: 'Lottery',
      live: 'Live Casino',
      sports: 'Sports',
      fish: 'Fishing',
      rng: 'Slots',
      bingo: 'Bingo',
      pvp: 'Card Games',
      esports: 'Esports',
    },
  },
  language: {
    label: 'Language',
  },
  auth: {
    signInForm: 'Sign in',
    username: 'Username',
    password: 'Password',
    rememberMe: 'Remember me',
    logIn: 'Log in',
    loggingIn: 'Logging in…',
    captcha: 'Captcha',
    captchaImage: 'Captcha image',
    refreshCaptcha: 'Refresh captcha',
    captchaLoading: 'Loading a new captcha…',
    forgotPassword: 'Forgot password?',
    register: 'Register',
    noAccount: 'No account yet?',
    freeDemo: 'Free demo',
    freeDemoLater:
      'Free demo play arrives in a later release. For now, please log in with your account.',
    loginPageTitle: 'Log in',
    loginPageIntro: 'Please log in to use the site.',
  },
  validation: {
    required: 'This field is required',
  },
  account: {
    menu: 'Your account',
    balance: 'Balance',
    hideBalance: 'Hide balance',
    showBalance: 'Show balance',
    refreshBalance: 'Refresh balance',
    updatingBalance: 'Updating balance',
    balanceUnavailable: 'Balance unavailable',
    deposit: 'Deposit',
    agentCenter: 'Agent center',
    bettingRecord: 'Betting record',
    signOut: 'Sign out',
    signOutQuestion: 'Do you want to sign out?',
    signingOut: 'Signing out…',
    confirm: 'Confirm',
    cancel: 'Cancel',
    memberCenterLater: 'The member center arrives in a later release.',
    depositLater: 'Deposits arrive in a later release.',
    agentCenterLater: 'The agent center arrives in a later release.',
    bettingRecordLater: 'Betting records arrive in a later release.',
  },
  modal: {
    close: 'Close',
    registerTitle: 'Register',
    registerLater:
      'Registration arrives in a later release. Please contact customer service to open an account.',
    forgetPassTitle: 'Forgot password',
    forgetPassLater:
      'Password recovery arrives in a later release. Please contact customer service if you cannot log in.',
    changePassTitle: 'Change your password',
    changePassForced: 'For your security, you must change your password before you continue.',
    changePassLater:
      'The password form arrives with the account release. Until then, please contact customer service.',
  },
  status: {
    loadingSite: 'Loading the site…',
    maintenanceTitle: 'System Maintenance',
    maintenanceNotice:
      'The site is undergoing maintenance. Logging in, games and payments are restricted until it ends. Please come back later.',
    restrictedTitle: 'Access restricted',
    restrictedNotice: 'This site is not available from your IP address or location.',
    yourIp: 'Your IP address',
    yourCountry: 'Country',
    contactUs: 'Contact Us',
    contactUnavailable: 'Customer service is not available right now. Please try again later.',
    bootFailedTitle: 'The site could not be loaded',
    bootFailedNotice: 'Please check your network connection and try again.',
    retry: 'Try again',
  },
  pages: {
    upcoming: '{{page}} arrives in a later release.',
    upcomingDetail: 'We are still building this page, so nothing here is live yet.',
    backHome: 'Back to home',
    notFoundTitle: 'Page not found',
    notFoundNotice: 'The page you asked for does not exist.',
    errorTitle: 'Something went wrong',
    errorNotice: 'This part of the page stopped working.',
    reload: 'Reload the page',
    titles: {
      noticePage: 'Announcements',
      vip: 'VIP',
      pointMall: 'Points Mall',
      promotions: 'Promotions',
      promoDetail: 'Promotion details',
      seamless: 'Seamless wallet',
      lottery: 'Lottery',
      vnlottery: 'Vietnam Lottery',
      seaLottery: 'SEA Lottery',
      elott: 'Lottery and E-Lottery',
      cockfight: 'Cockfight',
      sports: 'Sports',
      esports: 'Esports',
      helpmc: 'Help Center',
      down: 'App Download',
      join: 'Join as an Agent',
      game: 'Game',
      rng: 'Slots',
      inhouse: 'In-house Games',
      bingo: 'Bingo',
      fish: 'Fishing',
      live: 'Live Casino',
      pvp: 'Card Games',
      kh19games: 'KH19 Games',
    },
  },
  home: {
    title: 'Register, Play, Win',
    lead: 'Lottery, live casino, sports, slots, fishing, card games, esports, cockfight and bingo in one place, in Khmer, English and Chinese.',
    stepsTitle: 'Three steps to start',
    stepRegisterTitle: 'Register',
    stepRegisterText: 'Open your account in a minute with a username and password.',
    stepPlayTitle: 'Play',
    stepPlayText: 'Choose from more than 140 sports types and 5,000+ casino games.',
    stepWinTitle: 'Win',
    stepWinText: 'Your winnings go straight to your wallet.',
    offerTitle: 'Something for every player',
    sportsClaim: '140+ sports types',
    casinoClaim: '5,000+ casino games',
    categoriesTitle: 'Game categories',
    licence:
      'We operate under an online gaming licence; ask customer service for the licence details.',
    age: 'Players must be 18 or older. Please play responsibly.',
  },
  footer: {
    helpTitle: 'Help',
    helpCenter: 'Help Center',
    aboutTitle: 'About',
    about: {
      aboutCompany: 'About Company',
      contactUs: 'Contact Us',
      terms: 'General Terms and Conditions',
      responsibleGaming: 'Responsible Gaming',
      privacy: 'Privacy Policy',
      affiliates: 'Affiliates',
      refund: 'Refund Policy',
    },
    description:
      '{{brand}} is an online gaming and betting site for lottery, live casino, sports, slots, fishing, card games, esports, cockfight and bingo.',
    copyright: '© 2019-2025 {{brand}}. All rights reserved.',
    ageBadge: '18+',
    ageNotice: 'Players must be 18 or older. Gambling can be addictive; please play responsibly.',
  },
  customerService: {
    sideBar: 'Customer service',
  },
  errors,
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language must fill: the English keys with string values. */
export type Catalogue = Widen<typeof en>;
