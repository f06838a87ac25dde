/**
 * The live chat protocol's constants (issue 17), without zod: the web and the charts read these
 * on every page of the room; the frame schemas themselves are in `./chat.ts`.
 */

export const chatChannels = ['live', 'vip'] as const;
export type ChatChannel = (typeof chatChannels)[number];

/** The longest message a member or an operator may send, in characters. */
export const chatTextMax = 1_000;
/** The largest frame the bff accepts from a browser, in bytes (UTF-8). */
export const chatFrameMaxBytes = 2_048;
/** Messages a session may send per window; more are refused with `chat.rate.limited`. */
export const chatSendLimit = { count: 5, windowMs: 5_000 } as const;
/** Messages of a conversation a first `ready` carries at most (the newest). */
export const chatHistoryMax = 200;

/** Close codes of the chat socket (4000-4999 are the application's). */
export const chatCloseCodes = {
  /** No logged-in session, or the session ended (logout, expiry): log in again. */
  noSession: 4401,
  /** The account may not chat (a trial account). */
  forbidden: 4403,
  /** The operator closed the conversation: the member may start a new one. */
  conversationClosed: 4410,
  /** Too many frames: the socket is closed; the member may start again later. */
  rateLimited: 4429,
} as const;
export type ChatCloseCode = (typeof chatCloseCodes)[keyof typeof chatCloseCodes];

/** Codes of an `error` frame (the socket stays open). */
export const chatErrorCodes = [
  'chat.frame.invalid',
  'chat.frame.too.large',
  'chat.text.too.long',
  'chat.rate.limited',
  'chat.unavailable',
] as const;
export type ChatErrorCode = (typeof chatErrorCodes)[number];
