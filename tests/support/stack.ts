import type { SessionData, SessionStore } from '@his/bff/app';
import { startBff } from '@his/bff/start';
import { startUpstream } from '@his/upstream/start';
import { startTokenRecorder } from './token-recorder.ts';
import getPort from 'get-port';

// One isolated site per Playwright worker: a fresh in-memory reference upstream with QA controls,
// a recorder in front of it that remembers every token the upstream mints, and the bff serving
// the built web app. Prints one `STACK {...}` line that the worker fixture reads.
//
// With STACK_CROSS_SITE_GAMES=1 the game pages are launched at 127.0.0.1 (PUBLIC_URL) while the
// tests open the site at localhost: a genuinely cross-site frame, as a real vendor's game is.

const crossSiteGames = process.env.STACK_CROSS_SITE_GAMES === '1';
const upstreamPort = crossSiteGames ? await getPort({ host: '127.0.0.1' }) : 0;
const upstream = await startUpstream({
  port: upstreamPort,
  dataDir: 'memory://',
  databaseUrl: null,
  qaControls: true,
  // scrypt at the lowest cost the upstream accepts (production: 15). Every login, payment
  // password and SMS code hashes; at the production cost on a busy 2-core machine those hashes
  // took CPU the browsers need. The cost is invisible to a player.
  passwordHashLogN: 10,
  ...(crossSiteGames ? { publicUrl: `http://127.0.0.1:${upstreamPort}` } : {}),
});
const recorder = await startTokenRecorder(upstream.url);
// The sessions outlive the bff, as a Redis-backed deployment keeps them: a test may restart the
// bff (SIGUSR2) and its players stay logged in. The session layer enforces every lifetime itself.
const sessions = new Map<string, SessionData>();
const sessionStore: SessionStore = {
  get: async (id) => sessions.get(id),
  set: async (id, data) => {
    sessions.set(id, data);
  },
  delete: async (id) => {
    sessions.delete(id);
  },
};
// Memory stores even when CI sets REDIS_URL: workers (and runs) must not share limits. Every
// test of a worker comes from 127.0.0.1, so the per-IP SMS budget is raised; the per-session,
// per-number and global limits keep their production values and are what the tests meet.
const bffConfig = {
  port: 0,
  host: '127.0.0.1',
  upstreamUrl: recorder.url,
  redisUrl: null,
  smsIpMaxPerHour: 1000,
  // The proof of work is issued, solved in the browser's workers and verified exactly as in
  // production, only with a smaller search range: at the production range every login, SMS
  // send and registration cost the page 1 to 3 s of hashing on a busy 2-core machine, the
  // largest share of a login there, and tests that log in several times ran out of time.
  challengeMaxNumber: 1000,
  // Launched games run on the upstream's origin, straight from the browser (not through the
  // recorder: a game ticket is not a platform token).
  gameOrigins: upstream.gameOrigins,
};
let bff = await startBff(bffConfig, { sessionStore });

// The tests open the site where the README sends a player: at `localhost`, not 127.0.0.1.
const baseURL = new URL(bff.url);
baseURL.hostname = 'localhost';
process.stdout.write(
  `STACK ${JSON.stringify({ baseURL: baseURL.origin, upstreamURL: upstream.url, recorderURL: recorder.url })}\n`,
);

const stop = async () => {
  await bff.close();
  await recorder.close();
  await upstream.close();
  process.exit(0);
};
// SIGUSR2: the bff stops (its sockets close) and a new one starts on the same port with the same
// sessions; `BFF RESTARTED` says it listens again.
process.on('SIGUSR2', () => {
  void (async () => {
    const { port } = new URL(bff.url);
    await bff.close();
    bff = await startBff({ ...bffConfig, port: Number(port) }, { sessionStore });
    process.stdout.write('BFF RESTARTED\n');
  })();
});
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
