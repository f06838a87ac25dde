// The proof of work runs off the main thread, so typing and the "verifying…" state stay
// smooth. altcha-lib's own worker speaks the `{ type: 'work' | 'abort' }` protocol that
// `solve-challenge.ts` drives.
import 'altcha-lib/v1/worker';
