import { spawn } from 'node:child_process';

// Development: the servers (reference upstream + bff) restart on change under tsx watch, and the
// Vite dev server (hot reload) proxies API calls to the bff (packages/web/vite.config.ts).
// The Vite dev server's origin differs from the bff's, so the bff's CSRF check must allow it.
const viteOrigins = 'http://localhost:5173,http://127.0.0.1:5173';
const children = [
  spawn('pnpm', ['exec', 'tsx', 'watch', 'scripts/serve.ts'], {
    stdio: 'inherit',
    env: { ...process.env, ALLOWED_ORIGINS: viteOrigins },
  }),
  spawn('pnpm', ['--filter', '@his/web', 'run', 'dev'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
