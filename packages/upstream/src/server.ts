import { startUpstream } from './start.ts';

// The runnable entry (`tsx src/server.ts`): configuration comes from the environment only.
const running = await startUpstream();
running.app.log.info({ url: running.url }, 'reference upstream listening');

const stop = (signal: string) => {
  running.app.log.info({ signal }, 'shutting down');
  running.close().then(
    () => process.exit(0),
    (error: unknown) => {
      running.app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
