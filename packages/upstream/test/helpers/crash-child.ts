import { openPglite } from '../../src/db/pglite.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import type { CrashOperation, CrashTarget } from './crash-ops.ts';
import { runOperation } from './crash-ops.ts';

/**
 * The process the crash test kills (money-crash.test.ts): it opens the database named in its
 * first argument, starts the operation of its second one and, between two of the operation's
 * steps, writes `paused <step>` on stdout and waits, its transaction open, reading a stdin the
 * parent never closes, until the parent's SIGKILL ends it.
 */
const [targetJson, operationJson] = process.argv.slice(2);
if (!targetJson || !operationJson) throw new Error('usage: crash-child <target> <operation>');
const target = JSON.parse(targetJson) as CrashTarget;
const operation = JSON.parse(operationJson) as CrashOperation;

const db =
  target.kind === 'pglite' ? await openPglite(target.dataDir) : await openPostgres(target.url);
await runOperation(db, operation, {
  betweenSteps: (after) =>
    new Promise<void>(() => {
      process.stdin.resume();
      process.stdout.write(`paused ${after}\n`);
    }),
});
process.stdout.write('finished\n');
