/** SPEC §2: these paths show home (`/help` too). */
export const homePaths = ['/', '/register', '/index', '/index.html', '/home', '/help'] as const;
