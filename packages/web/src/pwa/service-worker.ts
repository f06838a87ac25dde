/**
 * The site's service worker (`/sw.js`, built by build/pwa.ts). It makes the site installable and
 * lets it open offline, and it never keeps anything of a player:
 *
 * - The app shell is precached at install: the page (`/`, the index.html every route serves),
 *   the first load's scripts and styles, the three catalogues, the manifest and the icons.
 * - A navigation goes to the network first (with navigation preload, so the worker's start-up
 *   costs nothing); only when the network fails does the precached page answer, and the app's
 *   boot then shows its own "could not be loaded, try again" page.
 * - Hashed build files (`/assets/`) are immutable: served from the cache first, and stored the
 *   first time they are fetched whole (200, same origin).
 * - Nothing else is touched: no API path (`/wps`, `/bff`, `/lgw`, `/lotto`), no platform media,
 *   no QA control, no request other than GET, nothing of another origin. Those go to the
 *   network as if there were no worker, so no answer of a session ever lands in a cache (a
 *   `Set-Cookie` header never reaches a worker's response anyway: fetch filters it out).
 *
 * A new deploy brings a new worker (its build version is in its bytes): it installs its own
 * versioned caches, takes over at once (skipWaiting, clients.claim) and deletes every older
 * cache of the site. Taking over at once is safe because the page is always fetched from the
 * network: an open tab keeps running the code it has, and its next navigation gets the new
 * deploy, so there is no stale shell an "update available" prompt would have to replace.
 */

/** Injected by build/pwa.ts: the build's version and the shell's URLs. */
declare const serviceWorkerBuild: { version: string; shell: readonly string[] };

// The DOM library the web app is typed with lacks the worker's own types; these are the parts
// of them the worker uses.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration & {
    readonly navigationPreload?: { enable(): Promise<void> };
  };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
declare const self: WorkerScope;

const { version, shell } = serviceWorkerBuild;
const prefix = 'his-';
const shellCache = `${prefix}shell-${version}`;
const assetsCache = `${prefix}assets-${version}`;
const shellPaths = new Set(shell);

/** Paths the bff answers as an API, the platform's media and the QA controls (bff paths.ts). */
const networkOnly = ['/wps', '/bff', '/lgw', '/lotto', '/media', '/qa'];
const isNetworkOnly = (path: string): boolean =>
  networkOnly.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Cache keys are URLs only: the `Vary: Accept-Encoding` of every answer is the browser's. */
const match = { ignoreVary: true } as const;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(shellCache);
      await cache.addAll([...shellPaths]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([shellCache, assetsCache]);
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(prefix) && !current.has(name))
          .map((name) => caches.delete(name)),
      );
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

/** The network's page; the precached shell only when the network fails. */
const page = async (event: FetchEvent): Promise<Response> => {
  try {
    const preloaded = await event.preloadResponse;
    return preloaded ?? (await fetch(event.request));
  } catch (error) {
    const shell = await caches.match('/', { ...match, cacheName: shellCache });
    if (shell) return shell;
    throw error;
  }
};

/**
 * A build file (a hashed asset, the manifest, an icon; the page itself only as a navigation's
 * fallback): from a cache when there, else fetched and kept when it came whole.
 */
const buildFile = async (event: FetchEvent): Promise<Response> => {
  const { request } = event;
  const cached = await caches.match(request, match);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.status === 200 && response.type === 'basic' && !request.headers.has('range')) {
    const copy = response.clone();
    event.waitUntil(caches.open(assetsCache).then((cache) => cache.put(request, copy)));
  }
  return response;
};

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isNetworkOnly(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(event));
  } else if (
    url.pathname.startsWith('/assets/') ||
    (url.pathname !== '/' && shellPaths.has(url.pathname))
  ) {
    event.respondWith(buildFile(event));
  }
});
export {};
