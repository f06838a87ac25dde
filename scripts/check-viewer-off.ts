import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// A production build with VITE_FLOWS_VIEWER=off must hold nothing of the /flows viewer: not its
// page, not elkjs, not live mode, not the flow models its path replay generates from. Markers of each are looked for in every emitted file of that
// build, and, so the check cannot pass by looking for the wrong text, in the default build
// (packages/web/dist, which `npm test` builds just before).
// Usage: tsx scripts/check-viewer-off.ts

const markers = {
  'viewer page': 'Statecharts of the site',
  elkjs: 'org.eclipse.elk',
  'live mode': 'his-flows-live',
  // An invariant's name in sms-countdown.flow-model.ts.
  'flow models': 'the gate handshake never outlives a macrostep',
};

const found = (dir: string): Set<string> => {
  const seen = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith('.map')) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const [name, marker] of Object.entries(markers)) if (text.includes(marker)) seen.add(name);
  }
  return seen;
};

const names = Object.keys(markers);
const inDefault = found(resolve('packages/web/dist'));
const absent = names.filter((name) => !inDefault.has(name));
if (absent.length > 0) {
  console.error(`the default build lacks ${absent.join(', ')}: the markers are stale`);
  process.exit(1);
}

const outDir = mkdtempSync(join(tmpdir(), 'web-viewer-off-'));
try {
  const build = spawnSync(
    'pnpm',
    [
      '--filter',
      '@his/web',
      'exec',
      'vite',
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { stdio: 'inherit', env: { ...process.env, VITE_FLOWS_VIEWER: 'off' } },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  const leaked = [...found(outDir)];
  if (leaked.length > 0) {
    console.error(`a build with VITE_FLOWS_VIEWER=off still holds: ${leaked.join(', ')}`);
    process.exit(1);
  }
  console.log(`VITE_FLOWS_VIEWER=off: no ${names.join(', ')} in the build`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
