/**
 * Stable error codes shared by upstream, bff and web. The web maps each code to an i18n key
 * (`errors.<code>`); no server text is ever shown to a player.
 *
 * Codes the real platform is known to use keep its spelling (UPSTREAM.md §3); the rest are ours.
 * `status` is the HTTP status the reference upstream and the bff answer with. Deliberate
 * departure: the platform answers business failures with 500; we answer caller mistakes with a
 * 4xx so that "bad input never gets a 5xx" holds, and keep 5xx for our own faults.
 */
export const errorCatalogue = {
  'login.not.session': { status: 401, number: null, text: 'not logged in or session expired' },
  'function.not.available': { status: 400, number: 543, text: 'the feature is under maintenance' },
  http_method_not_support: { status: 405, number: 459, text: 'http method not supported' },
  request_body_required: { status: 400, number: null, text: 'request body required' },
  request_param_err: { status: 400, number: null, text: 'invalid request parameters' },
  'merchant.acct.setup.err': {
    status: 400,
    number: null,
    text: 'merchant header missing or invalid',
  },
  'decrypt.failed': { status: 400, number: null, text: 'encrypted body could not be decrypted' },
  'login.failed': { status: 400, number: null, text: 'wrong account or password' },
  'captcha.invalid': { status: 400, number: null, text: 'captcha failed' },
  'account.locked': { status: 403, number: null, text: 'account disabled' },
  TOO_MANY_REQUESTS: { status: 429, number: null, text: 'too many requests' },
  'system.maintenance': { status: 503, number: null, text: 'system maintenance' },
  'region.restricted': { status: 403, number: null, text: 'access restricted by ip or location' },
  'not.found': { status: 404, number: null, text: 'not found' },
  // 503, not the platform's 500: a busy server is no fault, and the caller may retry (Retry-After).
  'system.busy': { status: 503, number: 727, text: 'system busy' },
  'csrf.rejected': { status: 403, number: null, text: 'cross-site request refused' },
  'upstream.timeout': { status: 504, number: null, text: 'upstream timed out' },
  'upstream.unavailable': { status: 503, number: null, text: 'upstream unavailable' },
  'upstream.bad.answer': {
    status: 502,
    number: null,
    text: 'upstream answered something unexpected',
  },
  'session.store.unavailable': { status: 503, number: null, text: 'session store unavailable' },
  'challenge.required': { status: 400, number: null, text: 'verification challenge required' },
  'challenge.invalid': { status: 400, number: null, text: 'verification challenge failed' },
  'register.field.invalid': { status: 400, number: null, text: 'a field does not match its rule' },
  'password.mismatch': { status: 400, number: null, text: 'passwords differ' },
  'password.old.invalid': { status: 400, number: null, text: 'current password is wrong' },
  'username.taken': { status: 409, number: null, text: 'username already registered' },
  'mobile.taken': { status: 409, number: null, text: 'mobile number already registered' },
  'affiliate.invalid': { status: 400, number: null, text: 'invalid invitation code' },
  'sms.code.invalid': { status: 400, number: null, text: 'invalid verification code' },
  'sms.code.expired': { status: 400, number: null, text: 'verification code expired' },
  'password.change.required': {
    status: 403,
    number: null,
    text: 'the password must be changed first',
  },
  'account.trial': { status: 403, number: null, text: 'a real account is needed' },
  'game.maintenance': { status: 409, number: null, text: 'game under maintenance' },
  'game.unfinished': { status: 409, number: 734, text: 'previous game has not finished' },
  'game.room.full': { status: 409, number: null, text: 'every seat of the room is taken' },
  'funds.insufficient': { status: 409, number: null, text: 'insufficient balance' },
  'invalid.payment.pw': { status: 400, number: null, text: 'wrong payment password' },
  'not.exists.payment.password': { status: 409, number: null, text: 'no payment password set' },
  'payment.password.exists': { status: 409, number: null, text: 'payment password already set' },
  // `value: { lockedUntil }` (epoch ms): five wrong payment passwords lock it for 15 minutes.
  'payment.password.locked': { status: 429, number: null, text: 'payment password locked' },
  'withdraw.amount.min': { status: 400, number: null, text: 'amount below the minimum' },
  'withdraw.amount.max': { status: 400, number: null, text: 'amount above the maximum' },
  'withdraw.daily.count': { status: 409, number: null, text: 'daily withdrawal count reached' },
  'withdraw.daily.amount': { status: 409, number: null, text: 'daily withdrawal amount reached' },
  'bank.card.not.found': { status: 404, number: null, text: 'bank card not found' },
  'bank.card.exists': { status: 409, number: null, text: 'bank card already added' },
  'withdrawal.not.found': { status: 404, number: null, text: 'withdrawal not found' },
  'withdrawal.not.awaiting': {
    status: 409,
    number: null,
    text: 'withdrawal not awaiting confirmation',
  },
  'withdrawal.state.invalid': { status: 409, number: null, text: 'withdrawal not in that state' },
  'withdrawal.proof.invalid': { status: 400, number: null, text: 'proof image invalid' },
  'idempotency.key.reused': {
    status: 409,
    number: null,
    text: 'idempotency key already used for another request',
  },
  'game.ticket.invalid': { status: 403, number: null, text: 'game ticket invalid or expired' },
  'lottery.betting.closed': { status: 409, number: null, text: 'betting closed for this draw' },
  'deposit.not.allowed': { status: 403, number: null, text: 'deposits are not open' },
  'deposit.channel.not.found': { status: 404, number: null, text: 'deposit channel not found' },
  // `value: { minAmount, maxAmount }` of the channel, as decimal strings.
  'deposit.amount.limit': {
    status: 400,
    number: null,
    text: 'amount outside the channel limits',
  },
  'deposit.order.not.found': { status: 404, number: null, text: 'deposit order not found' },
  'deposit.order.closed': { status: 409, number: null, text: 'deposit order no longer pending' },
  // No upline to transfer to (member info `toUpline` false).
  'transfer.upline.not.allowed': { status: 403, number: null, text: 'no upline to transfer to' },
  // The agent center (issue 15): only agent accounts (type 1, 2, 41, 42) may use it; a member
  // outside the agent's team is answered as missing, never shown (`value: { field }`).
  'agent.required': { status: 403, number: null, text: 'not an agent account' },
  'agent.downline.not.found': { status: 404, number: null, text: 'no such member in the team' },
  'agent.downline.locked': { status: 409, number: null, text: 'the downline account is locked' },
  // Agent contracts (issue 15). Only agent accounts (type 1, 2, 41, 42) hold and offer them.
  'contract.not.agent': { status: 403, number: null, text: 'not an agent account' },
  // The offer's downline is no direct downline agent of the member (`value: { field }`).
  'contract.downline.not.found': { status: 404, number: null, text: 'no such downline agent' },
  'contract.not.found': { status: 404, number: null, text: 'contract not found' },
  // `value: { cap }`: the upline's own highest rate of the kind (0 when it holds none).
  'contract.rate.exceeds.upline': {
    status: 409,
    number: null,
    text: "rate above the upline's own",
  },
  'contract.offer.waiting': { status: 409, number: null, text: 'an offer of this kind is waiting' },
  // `value: { conflicts }`: the contracts below that it would end; sent again with
  // `endConflicts: true` once the agent agrees (SPEC §4's conflict rule).
  'contract.conflict': { status: 409, number: null, text: 'would end contracts below' },
  'contract.state.invalid': { status: 409, number: null, text: 'contract not in that state' },
  // Wallet transfers (GCS_walletTransfer, recall all): the merchant has one wallet per member.
  'wallet.single': { status: 409, number: null, text: 'single wallet: nothing to transfer' },
  // `from` or `to` is no wallet of the member's merchant (`value: { field }`).
  'wallet.unknown': { status: 400, number: null, text: 'unknown wallet' },
  'wallet.transfer.same': { status: 400, number: null, text: 'from and to are the same wallet' },
  // One side of a transfer must be the main wallet.
  'wallet.transfer.main.only': {
    status: 400,
    number: null,
    text: 'transfers go to or from the main wallet',
  },
  // The profile of "My account" (issue 14): `value: { min, max }` for a nickname of the wrong length.
  'nickname.invalid': {
    status: 400,
    number: null,
    text: 'nickname has the wrong length or characters',
  },
  'avatar.invalid': { status: 400, number: null, text: 'no such static avatar' },
  'avatar.image.invalid': { status: 400, number: null, text: 'avatar image invalid' },
  'email.invalid': { status: 400, number: null, text: 'email address invalid' },
  // Invite friends (issue 16, SPEC §6, §8): agents and trial accounts have no referral code.
  'referral.player.only': {
    status: 403,
    number: null,
    text: 'only player accounts may invite friends',
  },
  // Missions (issue 16): no such mission of the member's merchant (`value: { field: 'missionId' }`),
  // its target not reached in the period yet, or its reward of the period already claimed.
  'mission.not.found': { status: 404, number: null, text: 'mission not found' },
  'mission.incomplete': { status: 409, number: null, text: 'mission not completed yet' },
  'mission.claimed': { status: 409, number: null, text: 'mission reward already claimed' },
  // Platform messages (issue 16): no message of that id in the member's inbox (another
  // member's, deleted, or none), `value: { field: 'id' }`.
  'message.not.found': { status: 404, number: null, text: 'message not found' },
  // Promotions (issue 16). A promotion of another merchant is not found either.
  'promotion.not.found': { status: 404, number: null, text: 'promotion not found' },
  // Before its start or after its end (`value: { status }`: comingSoon or close).
  'promotion.not.open': { status: 409, number: null, text: 'promotion not open' },
  // Applying to a raffle, drawing an application promotion's raffle … (`value: { kind }`).
  'promotion.kind.mismatch': { status: 409, number: null, text: 'not that kind of promotion' },
  // An application waits for review, or was approved: one at a time per promotion.
  'promotion.already.applied': { status: 409, number: null, text: 'already applied' },
  'promotion.raffle.drawn': { status: 409, number: null, text: 'raffle already drawn' },
  // An image is no PNG or JPEG by its bytes, or over 5 MB decoded (`value: { index }`).
  'promotion.image.invalid': { status: 400, number: null, text: 'application image invalid' },
  // No reward of that id for the member (another member's included).
  'promotion.reward.not.found': { status: 404, number: null, text: 'reward not found' },
  'promotion.reward.claimed': { status: 409, number: null, text: 'reward already claimed' },
  // Points mall and cashback (issue 16). More points than the balance; no reward of that id in
  // the merchant's catalogue (`value: { field: 'rewardId' }`); none left of it; fewer whole
  // points than a conversion's minimum (`value: { min }`); no rebate due.
  'points.insufficient': { status: 409, number: null, text: 'not enough points' },
  'point.reward.not.found': { status: 404, number: null, text: 'reward not found' },
  'point.reward.out.of.stock': { status: 409, number: null, text: 'reward out of stock' },
  'points.convert.min': { status: 400, number: null, text: 'fewer points than the minimum' },
  'rebate.nothing.due': { status: 409, number: null, text: 'no rebate due' },
  // Feedback (issue 17): its image is no PNG or JPEG by its bytes, or over 5 MB decoded; more
  // than the member's feedbacks of an hour (`value: { limit }`).
  'feedback.image.invalid': { status: 400, number: null, text: 'feedback image invalid' },
  'feedback.too.many': { status: 429, number: null, text: 'too much feedback' },
  // Agent applications (issue 17): one from the same contact (phone, email or handle) in the
  // last day (`value: { field }`); too many from one address in a day.
  'agent.application.duplicate': { status: 409, number: null, text: 'already applied' },
  'agent.application.too.many': { status: 429, number: null, text: 'too many applications' },
  'internal.error': { status: 500, number: null, text: 'internal error' },
} as const satisfies Record<string, { status: number; number: number | null; text: string }>;

export type ErrorCode = keyof typeof errorCatalogue;
export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(errorCatalogue, code);

/** `#543 function.not.available` style message, as the platform prints it. */
export const errorMessage = (code: ErrorCode): string => {
  const { number, text } = errorCatalogue[code];
  return number === null ? text : `#${number} ${text}`;
};

/**
 * Texts of the browser's own making, never sent by a server: a network failure before any
 * answer, and a page chunk that does not arrive within `pageChunkTimeoutMs` (SPEC §8).
 */
export const clientErrorCodes = ['network.error', 'page.timeout', 'popup.blocked'] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];

/**
 * Messages of the spec's error catalogue (SPEC §8) that no server of ours answers today: the
 * real platform (SMS quota, third-party sign-in, agent log-in ...) or a later feature may. They
 * are keyed like every other code, so the text shows as soon as a call fails with that code.
 */
export const platformErrorCodes = [
  'sms.quota.insufficient',
  'sms.operation.denied',
  'sso.popup.closed',
  'member.not.found',
  'login.member.only',
  'login.agent.only',
  'domain.check.failed',
  'url.invalid',
] as const;
export type PlatformErrorCode = (typeof platformErrorCodes)[number];
