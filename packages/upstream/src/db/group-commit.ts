/**
 * Group commit: items submitted while the database is busy are run together, so that many
 * callers share one statement, one round trip and one commit (one WAL flush on PostgreSQL)
 * instead of paying for one each. An item waits for no timer: the first one is sent as soon as
 * the callers of the same turn of the event loop have joined it (`setImmediate`), and whatever
 * arrives while `maxInFlight` batches are running forms the next batch the moment one of them
 * ends. A lone caller therefore pays nothing extra; many callers pay one commit per batch.
 *
 * `run` answers one settled result per item, in order: each caller gets its own value or its
 * own error, never another item's.
 */
export interface GroupCommitOptions {
  /** Items per batch at most. */
  maxBatch: number;
  /** Batches running at once at most (1 for a single-connection database). */
  maxInFlight: number;
}

type Run<I, O> = (items: readonly I[]) => Promise<PromiseSettledResult<O>[]>;

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (reason: unknown) => void;
}

export const groupCommit = <I, O>(run: Run<I, O>, options: GroupCommitOptions) => {
  const queue: Waiting<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;

  const send = (batch: Waiting<I, O>[]) => {
    inFlight += 1;
    run(batch.map((waiting) => waiting.item))
      .then(
        (results) => {
          batch.forEach((waiting, index) => {
            const result = results[index];
            if (!result) waiting.reject(new Error('group commit: no result for an item'));
            else if (result.status === 'fulfilled') waiting.resolve(result.value);
            else waiting.reject(result.reason);
          });
        },
        (error: unknown) => {
          for (const waiting of batch) waiting.reject(error);
        },
      )
      .finally(() => {
        inFlight -= 1;
        drain();
      });
  };

  const drain = () => {
    while (queue.length > 0 && inFlight < options.maxInFlight) {
      send(queue.splice(0, options.maxBatch));
    }
  };

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      drain();
    });
  };

  return (item: I): Promise<O> =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (inFlight < options.maxInFlight) schedule();
    });
};
