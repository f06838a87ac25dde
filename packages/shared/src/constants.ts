/** Business constants of SPEC point 9, named once. */

/** The core languages (SPEC §1): complete catalogues, and what the platform's calls are told. */
export const languages = ['EN', 'KM', 'CN'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'EN';

/**
 * Every interface language of the picker (SPEC §1, UPSTREAM.md §6): the platform's code and its
 * BCP 47 tag (`<html lang>`, `Intl`), the core three first. The others read English where they
 * have no translation; their names in themselves load with the picker
 * (`@his/shared/i18n/language-names`), not with the first screen.
 */
export const interfaceLanguageTags = {
  EN: 'en',
  KM: 'km',
  CN: 'zh-Hans',
  TW: 'zh-Hant',
  TH: 'th',
  VI: 'vi',
  LO: 'lo',
  MY: 'my',
  MS: 'ms',
  ID: 'id',
  PH: 'fil',
  JA: 'ja',
  KO: 'ko',
  HI: 'hi',
  BN: 'bn',
  TA: 'ta',
  TE: 'te',
  NE: 'ne',
  SI: 'si',
  UR: 'ur',
  AR: 'ar',
  FA: 'fa',
  TR: 'tr',
  RU: 'ru',
  KK: 'kk',
  UZ: 'uz',
  ES: 'es',
  PT: 'pt',
  FR: 'fr',
  DE: 'de',
  IT: 'it',
  NL: 'nl',
  PL: 'pl',
  SW: 'sw',
  ZU: 'zu',
} as const;
export type InterfaceLanguage = keyof typeof interfaceLanguageTags;
/** Written right to left (`<html dir="rtl">`). */
export const rtlLanguages: readonly InterfaceLanguage[] = ['UR', 'AR', 'FA'];
/** localStorage key of the chosen language (SPEC §3). */
export const languageStorageKey = 'hisLang';

export const pageChunkTimeoutMs = 120_000;
export const clientType = 3;
export const launchPlatform = 'html5-desktop';
export const hotGamesIsPlatform = 2;
export const hotGamesPlatform = 'flash,html5-desktop';

/** Account types (member info `type`, bff session `isAgent`). */
export const agentAccountTypes = [1, 2, 41, 42] as const;
export const trialAccountType = 4;
export const isAgentType = (type: number | null | undefined): boolean =>
  type !== null && type !== undefined && (agentAccountTypes as readonly number[]).includes(type);
export const vipRankAbove = 4;

export const smsThrottleMs = 1000;
export const smsPhoneServiceCountdownSeconds = 60;
export const smsRateLimitRetryMinutes = 5;
export const captchaRefreshMinMs = 1000;
export const rememberMeMs = 86_400_000;
export const countryDropdownCloseMs = 200;
/** A login with this password must change it before anything else (SPEC §4). */
export const forcedChangePassword = '123456';

export const gameListPageSize = 24;
export const gameListFirstPageSize = 21;
export const gameListNextPageSize = 18;
export const jackpotListSize = 50;
export const headerDropdownVendors = 9;
export const noticePageSize = 9;
export const gamePointRates = {
  LIVE: 0.7,
  SPORTS: 1.0,
  FISH: 1.2,
  RNG: 1.2,
  PVP: 1.0,
  ESPORTS: 1.0,
} as const;
export const realTimeSalaryPeriodMinutes = 5;
export const contractPeriods = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export const activityRemarkMax = 140;
export const activityImagesMax = 3;
export const activityImageMaxBytes = 5 * 1024 * 1024;
export const minimumAge = 18;
export const pagination = { pageRange: 3, marginPages: 1 } as const;
export const infiniteScroll = { throttleMs: 200, distance: 0 } as const;
export const lazyImage = {
  threshold: 0.1,
  cache: 200,
  retries: 3,
  throttleMs: 200,
  preloadFactor: 1.3,
} as const;
export const modalDefaultSize = { width: 600, height: 300 } as const;

/** Site state decided at boot from the permission call (SPEC §4). */
export const systemStatus = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type SystemStatus = (typeof systemStatus)[keyof typeof systemStatus];

/** The one merchant this site serves (SPEC §1: brand config). */
export const brand = { platform: 'W', lotteryType: 'SEA' } as const;

/** Esport and cockfight vendor codes (SPEC §3): SPORTS cards of these vendors form their own lanes. */
export const esportVendorCodes = ['AV', 'IMES', 'IA', 'AI', 'TF'] as const;
export const cockfightVendorCodes = ['DS88', 'DIG'] as const;
/** Vendor to category mapping of SPEC §4: SV3 is a sports book, N2 a live casino, others slots. */
export const vendorCategoryOf = (vendor: string): 'SPORTS' | 'LIVE' | 'RNG' =>
  vendor === 'SV3' ? 'SPORTS' : vendor === 'N2' ? 'LIVE' : 'RNG';
/** Lottery account types that route to their own pages (SPEC §4). */
export const seaLotteryAccountType = 'TCG_SEA';
export const vnLotteryAccountType = 'TCG_LOTTO_VN';
/** Popular lottery games and opened numbers shown (SPEC §7). */
export const popularLotteryCount = 20;
export const openedNumbersCount = 100;
/** A game ticket opens the game within this time; the game's session then slides with play. */
export const gameTicketMinutes = 30;

/**
 * Game categories (SPEC §3, UPSTREAM.md §5.6). `INHOUSE` holds the platform's own demo games;
 * `ESPORTS` and `COCKFIGHT` are lanes the client splits out of SPORTS by vendor code.
 */
export const gameTypes = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
  'BINGO',
  'INHOUSE',
] as const;
export type GameType = (typeof gameTypes)[number];
export const isGameType = (value: unknown): value is GameType =>
  (gameTypes as readonly unknown[]).includes(value);

/**
 * Lottery prize modes (SPEC §3): `Lott` and `ZY` are the VN families, `Elott` e-lottery, `SEA`
 * the SEA family.
 */
export const prizeModes = ['Lott', 'ZY', 'Elott', 'SEA'] as const;

/**
 * The promotions list's categories, in the order the tabs show them (issue 16). Here rather than
 * beside the promotion schemas so the page's tabs need no schema code.
 */
export const promotionCategories = ['welcome', 'deposit', 'games', 'raffle'] as const;

/**
 * Feedback and the agent application (issue 17): the forms' choices and limits, here rather
 * than beside their schemas (`schemas/feedback.ts`, `schemas/agent-application.ts`) so the pages
 * need no schema code until they check a form. The feedback text counts characters once trimmed.
 */
export const feedbackTypes = [
  'deposit',
  'withdrawal',
  'games',
  'account',
  'suggestion',
  'other',
] as const;
export const feedbackContentMin = 10;
export const feedbackContentMax = 500;
/** Feedbacks a member may send in a rolling hour (`feedback.too.many` beyond). */
export const feedbackPerHour = 5;
export const messengerApps = ['telegram', 'whatsapp', 'line', 'wechat', 'viber', 'zalo'] as const;
export const agentNameMax = 60;
export const agentExperienceMin = 20;
export const agentExperienceMax = 1000;
export const agentTeamSizeMax = 100_000;
/** Applications taken from one address (IP) in a day (`agent.application.too.many` beyond). */
export const agentApplicationsPerIpPerDay = 20;
