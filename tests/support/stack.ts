import { startBff } from '@his/bff/start';
import { startUpstream } from '@his/upstream/start';
import { startTokenRecorder } from './token-recorder.ts';

// One isolated site per Playwright worker: a fresh in-memory reference upstream with QA controls,
// a recorder in front of it that remembers every token the upstream mints, and the bff serving
// the built web app. Prints one `STACK {...}` line that the worker fixture reads.
const upstream = await startUpstream({
  port: 0,
  dataDir: 'memory://',
  databaseUrl: null,
  qaControls: true,
});
const recorder = await startTokenRecorder(upstream.url);
const bff = await startBff({ port: 0, host: '127.0.0.1', upstreamUrl: recorder.url });

process.stdout.write(
  `STACK ${JSON.stringify({ baseURL: bff.url, upstreamURL: upstream.url, recorderURL: recorder.url })}\n`,
);

const stop = async () => {
  await bff.close();
  await recorder.close();
  await upstream.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
