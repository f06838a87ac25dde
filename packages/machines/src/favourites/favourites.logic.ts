import type { GameType } from '@his/shared/schemas/games';

/** What a star click sends: the game and, for the platform's bookkeeping, its vendor and type. */
export interface FavouriteInput {
  nodeId: string;
  vendor: string;
  gameType: GameType;
}

/** A server call waiting or running: the change was already applied to `ids`. */
export interface FavouriteOp extends FavouriteInput {
  kind: 'add' | 'remove';
}

/** The ids after an optimistic add (the guard already refused duplicates). */
export const withId = (ids: readonly string[], nodeId: string): string[] =>
  ids.includes(nodeId) ? [...ids] : [...ids, nodeId];

export const withoutId = (ids: readonly string[], nodeId: string): string[] =>
  ids.filter((id) => id !== nodeId);

/**
 * The ids after the head op of the queue failed: that change is undone, and only that change.
 * When a later queued op touches the same game, the player's latest choice stands (that op
 * still runs and the server ends up agreeing with it), so nothing is undone.
 */
export const rollBack = (ids: readonly string[], queue: readonly FavouriteOp[]): string[] => {
  const [failed, ...rest] = queue;
  if (failed === undefined) return [...ids];
  if (rest.some((op) => op.nodeId === failed.nodeId)) return [...ids];
  return failed.kind === 'add' ? withoutId(ids, failed.nodeId) : withId(ids, failed.nodeId);
};

/** Input of the `addFavourite` / `removeFavourite` actors: the head of the queue. */
export const opInputOf = (queue: readonly FavouriteOp[]): FavouriteInput => {
  const [head] = queue;
  if (head === undefined) throw new Error('favourites: no queued op');
  return { nodeId: head.nodeId, vendor: head.vendor, gameType: head.gameType };
};
