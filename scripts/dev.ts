import { spawn } from 'node:child_process';

// Development: the servers (reference upstream + bff) restart on change under tsx watch, and the
// Vite dev server (hot reload) proxies API calls to the bff (packages/web/vite.config.ts).
const children = [
  spawn('pnpm', ['exec', 'tsx', 'watch', 'scripts/serve.ts'], { stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@his/web', 'run', 'dev'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
