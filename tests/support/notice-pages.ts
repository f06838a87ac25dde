import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from '@playwright/test';
import type { QaAnnouncements } from './fixtures.ts';

// Popup notices (issue 17) in the tests. The seed shows a popup to guests on the home page and
// one to members after login; a test about something else would meet them on every page. So
// by default the browser has "already seen" the seed's popups (the marks the site itself keeps
// once a popup is closed); the tests about popups ask for them (`seedPopupsSeen: false`).

/** The seed's popups marked seen in every page of the context (today's marks, this session). */
export const markSeedPopupsSeen = async (
  context: BrowserContext,
  announcements: QaAnnouncements,
) => {
  const popups = announcements.notices
    .filter((notice) => notice.kind === 'popup')
    .map((notice) => ({ id: notice.id, repeat: notice.repeat }));
  await context.addInitScript((seen) => {
    const now = new Date();
    const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
      .map((part) => String(part).padStart(2, '0'))
      .join('-');
    try {
      sessionStorage.setItem(
        'hisPopupsSeen',
        JSON.stringify(seen.filter((popup) => popup.repeat === 'session').map((p) => p.id)),
      );
      localStorage.setItem(
        'hisPopupsSeenDay',
        JSON.stringify(
          Object.fromEntries(
            seen.filter((popup) => popup.repeat === 'day').map((p) => [String(p.id), today]),
          ),
        ),
      );
    } catch {
      // A page without storage (about:blank) has nothing to mark.
    }
  }, popups);
};

/**
 * Another person's browser (a context of the test's own), with the seed's popups seen as in the
 * fixture's: the automatic fixture marks only the test's own context.
 */
export const otherPersonsContext = async (
  browser: Browser,
  qa: { announcements: () => Promise<QaAnnouncements> },
  options: BrowserContextOptions,
): Promise<BrowserContext> => {
  const context = await browser.newContext(options);
  await markSeedPopupsSeen(context, await qa.announcements());
  return context;
};

/** The popup notice on screen. */
export const noticePopup = (page: Page): Locator => page.getByRole('dialog');

/**
 * Waits for the popups' announcements call of this page load to be answered and the page to
 * render after it: from then on a popup that is due is on screen.
 */
export const popupsLoaded = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().includes('/wps/relay/MCSFE_getListAnnouncements') &&
      new URL(response.url()).searchParams.get('types') === 'PU',
  );

/** Two animation frames: what the page renders after an answer is on screen. */
export const rendered = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
