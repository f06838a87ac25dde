#!/usr/bin/env node
// The README's two commands (`npm start`, `npm test`) land here. Plain Node, no dependencies:
// on a fresh machine nothing else is installed yet. It finds pnpm (installed, or the pinned
// version through corepack, or npx), installs the workspace from the lockfile, then hands over.
import { spawn, spawnSync } from 'node:child_process';

const pnpmVersion = '10.34.9';
const task = process.argv[2];
// `start` builds the web app and compiles the server (scripts/build-server.ts), then runs the
// compiled JavaScript with Node itself: no TypeScript transpiling at start or in memory.
const tasks = {
  start: [
    ['--filter', '@his/web', 'run', 'build'],
    ['exec', 'tsx', 'scripts/build-server.ts'],
  ],
  dev: [['exec', 'tsx', 'scripts/dev.ts']],
  test: [['exec', 'tsx', 'scripts/test-all.ts']],
};
if (!tasks[task]) {
  console.error(`usage: node scripts/run.mjs <${Object.keys(tasks).join('|')}>`);
  process.exit(2);
}

const works = (cmd, args) =>
  spawnSync(cmd, [...args, '--version'], { stdio: 'ignore' }).status === 0;
const candidates = [
  ['pnpm', []],
  ['corepack', ['pnpm']],
  ['npx', ['-y', `pnpm@${pnpmVersion}`]],
];
const found = candidates.find(([cmd, args]) => works(cmd, args));
if (!found) {
  console.error('Could not run pnpm through pnpm, corepack or npx. Install it: npm i -g pnpm@10');
  process.exit(1);
}
const [cmd, prefix] = found;
const pnpm = (args) => {
  const { status } = spawnSync(cmd, [...prefix, ...args], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};

pnpm(['install', '--frozen-lockfile']);
for (const args of tasks[task]) pnpm(args);

if (task === 'start') {
  // The server is this process's child: a stop signal sent to this process reaches it too.
  const server = spawn(process.execPath, ['dist/server/serve.mjs'], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
