import { buildProduction, report, startSite, type StartMode, tempDataDir } from './production.ts';
import { median } from './servers.ts';

/**
 * The production start, compiled bundle against the same sources through tsx's loader: time from
 * spawn to the first 200 on `/`, and the server's resident memory once ready and after a round
 * of page loads. Each mode restarts on a PGlite folder it seeded in a first, unmeasured start
 * (what `npm start` does on a machine that has run the site before).
 */
const runs = 3;
const warmRequests = 300;

const measure = async (mode: StartMode, dataDir: string) => {
  const site = await startSite(mode, { dataDir });
  const readyRss = site.rssMiB();
  const home = await (await fetch(`${site.url}/`)).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
  if (!script) throw new Error('no script in the home page');
  for (let index = 0; index < warmRequests; index += 1) {
    const path = index % 3 === 0 ? '/' : index % 3 === 1 ? script : '/bff/health';
    const response = await fetch(`${site.url}${path}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
  }
  const warmRss = site.rssMiB();
  await site.stop();
  return { readyMs: site.readyMs, readyRss, warmRss };
};

await buildProduction();
type Measured = Awaited<ReturnType<typeof measure>>;
const modes: StartMode[] = ['tsx', 'compiled'];
const results: Record<StartMode, Measured[]> = { tsx: [], compiled: [] };
const dirs = await Promise.all(modes.map(async (mode) => ({ mode, ...(await tempDataDir()) })));
try {
  for (const { mode, dir } of dirs) await (await startSite(mode, { dataDir: dir })).stop();
  // Alternating, so a slow moment of a shared machine does not land on one mode only.
  for (let run = 0; run < runs; run += 1) {
    for (const { mode, dir } of dirs) results[mode].push(await measure(mode, dir));
  }
} finally {
  for (const { remove } of dirs) await remove();
}

const row = (mode: StartMode, label: string) => {
  const list = results[mode];
  return [
    label,
    Math.round(median(list.map((result) => result.readyMs))),
    Math.round(median(list.map((result) => result.readyRss))),
    Math.round(median(list.map((result) => result.warmRss))),
  ];
};
report({
  title: 'Production start (scripts/serve.ts: upstream on PGlite + bff)',
  columns: [
    'start',
    'first 200 on / (ms)',
    'RSS ready (MiB)',
    `RSS after ${warmRequests} requests (MiB)`,
  ],
  rows: [
    row('tsx', 'node --import tsx scripts/serve.ts'),
    row('compiled', 'node dist/server/serve.mjs'),
  ],
  notes: [`median of ${runs} starts each, alternating; PGlite folder seeded beforehand`],
});
