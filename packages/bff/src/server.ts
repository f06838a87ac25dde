import { startBff } from './start.ts';

// The runnable entry (`tsx src/server.ts`): configuration comes from the environment.
const bff = await startBff();
bff.app.log.info({ url: bff.url }, 'bff listening');

const shutdown = (signal: string) => {
  bff.app.log.info({ signal }, 'shutting down');
  bff.close().then(
    () => process.exit(0),
    (error: unknown) => {
      bff.app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));
