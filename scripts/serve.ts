import { startBff } from '@his/bff/start';
import { startUpstream } from '@his/upstream/start';
import { loadSiteConfig } from './site-config.ts';

// The whole site in one process: the reference upstream (unless UPSTREAM_URL points at a real
// platform) and the bff serving the built web app. Each package also has its own server entry
// for deployments that run them apart.
const site = loadSiteConfig();
const upstream = site.UPSTREAM_URL ? null : await startUpstream({ port: site.UPSTREAM_PORT });
// Games and the lottery run on the upstream's own origin, framed by the site (CSP frame-src):
// at http://localhost:8080 they come from http://localhost:8081, the same site for the browser.
const bff = await startBff(
  upstream ? { upstreamUrl: upstream.url, gameOrigins: upstream.gameOrigins } : {},
);

// One stop however many signals arrive: Ctrl-C reaches both `npm start` and this process, and
// `npm start` passes the signal on as well.
let stopping: Promise<void> | undefined;
const stop = () =>
  (stopping ??= (async () => {
    await bff.close();
    await upstream?.close();
    process.exit(0);
  })());
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
