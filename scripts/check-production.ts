import { buildServer } from './build-server.ts';
import { startSite } from './bench/production.ts';

// CI's check of what `npm start` runs: the server compiled to JavaScript (scripts/build-server.ts)
// starts on the built web app (the web build check runs before this one) and answers as the
// site: the page with `no-cache`, its hashed scripts brotli-compressed and cached for good, and a
// platform call relayed through the bff to the reference upstream. A bundling mistake (a file
// read beside a source that the bundle cannot find, a package left out) fails here, not in
// front of a player.

const failures: string[] = [];
const expectThat = (what: string, ok: boolean, seen: unknown) => {
  if (!ok) failures.push(`${what}: saw ${JSON.stringify(seen)}`);
};

await buildServer();
const site = await startSite('compiled');
try {
  const page = await fetch(`${site.url}/`, { headers: { 'accept-encoding': 'br' } });
  const html = await page.text();
  expectThat('/ is the app', page.status === 200 && html.includes('<div id="root"'), page.status);
  expectThat(
    '/ is revalidated',
    page.headers.get('cache-control') === 'no-cache',
    page.headers.get('cache-control'),
  );

  // The entry script and the modules it preloads: each served and cached for good, and each one
  // the build compressed (over 1 KB: smaller ones gain nothing) sent brotli-compressed.
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  expectThat('/ names its scripts', scripts.length > 0, html.slice(0, 400));
  let compressed = 0;
  for (const script of scripts) {
    const asset = await fetch(`${site.url}${script}`, { headers: { 'accept-encoding': 'br' } });
    await asset.arrayBuffer();
    const plain = await fetch(`${site.url}${script}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const size = (await plain.arrayBuffer()).byteLength;
    expectThat(`${script} is served`, asset.status === 200, asset.status);
    expectThat(
      `${script} is cached for good`,
      asset.headers.get('cache-control')?.includes('immutable') === true,
      asset.headers.get('cache-control'),
    );
    if (size > 1024) {
      compressed += 1;
      expectThat(
        `${script} (${size} bytes) comes brotli-compressed`,
        asset.headers.get('content-encoding') === 'br',
        asset.headers.get('content-encoding'),
      );
    }
  }
  expectThat('the page loads at least one script worth compressing', compressed > 0, compressed);

  const call = await fetch(`${site.url}/wps/system/country`);
  const answer = (await call.json()) as { success?: unknown };
  expectThat(
    'a platform call is relayed to the upstream',
    call.status === 200 && answer.success === true,
    answer,
  );
} finally {
  await site.stop();
}

if (failures.length > 0) {
  for (const failure of failures) console.error(`production start: ${failure}`);
  process.exit(1);
}
console.log(`production start: the compiled server answered as the site (${site.url})`);
