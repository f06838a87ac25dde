/**
 * The one merchant this build serves (SPEC §1). The brand name is not a translation: every
 * language shows it as is.
 */
export const site = { brand: 'HIS' } as const;

/** Home "Game categories" tiles in SPEC §2 order (bingo just before pvp), each with its route; cockfight is the lane split out of sports. */
export const gameCategories = [
  'elott',
  'live',
  'sports',
  'fish',
  'rng',
  'bingo',
  'pvp',
  'esports',
  'cockfight',
] as const;

/** `/:game` vendor lobbies (SPEC §2). */
export const vendorLobbies = [
  'rng',
  'inhouse',
  'bingo',
  'fish',
  'live',
  'pvp',
  'kh19games',
] as const;

/** Routes reachable without a session when login-required mode (LOGINREQUIRED3) is on. */
export const loginExemptPaths: readonly string[] = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
];

/** Footer about list (SPEC §2), each opening its help topic. */
export const aboutTopics = [
  'aboutCompany',
  'contactUs',
  'terms',
  'responsibleGaming',
  'privacy',
  'affiliates',
  'refund',
] as const;
export type AboutTopic = (typeof aboutTopics)[number];

/** Module ids the web reads (SPEC §1 switches). */
export const modules = {
  directRegister: 'DIRECTREG3',
  usernameRegister: 'USERNAMEREG3',
  mobileRegister: 'MOBILENUMREG3',
  freePlay: 'FREEPLAY3',
  loginRequired: 'LOGINREQUIRED3',
  mobileCodeLogin: 'MOBILEVERCODELOGIN3',
  agentPolicy: 'AGENTPOLICY3',
} as const;
