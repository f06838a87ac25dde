/**
 * Resolves in a task of its own: what follows runs after the browser has had its turn (to
 * paint, to answer input) rather than in the task that awaited it. A page's first work split
 * this way blocks the main thread in several short tasks instead of one long one.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
