import type { AnyStateMachine } from 'xstate';
import { appFlowModel } from '../app/app.flow-model.ts';
import { balanceFlowModel } from '../balance/balance.flow-model.ts';
import { bootFlowModel } from '../boot/boot.flow-model.ts';
import { captchaFlowModel } from '../captcha/captcha.flow-model.ts';
import { chatSessionFlowModel } from '../chat-session/chat-session.flow-model.ts';
import { changePasswordFlowModel } from '../change-password/change-password.flow-model.ts';
import { contractFlowModel } from '../contract/contract.flow-model.ts';
import { depositFlowModel } from '../deposit/deposit.flow-model.ts';
import { favouritesFlowModel } from '../favourites/favourites.flow-model.ts';
import { forgotPasswordFlowModel } from '../forgot-password/forgot-password.flow-model.ts';
import { freePlayFlowModel } from '../free-play/free-play.flow-model.ts';
import { gameLaunchFlowModel } from '../game-launch/game-launch.flow-model.ts';
import { lobbyFilterFlowModel } from '../lobby-filter/lobby-filter.flow-model.ts';
import { memberCenterFlowModel } from '../member-center/member-center.flow-model.ts';
import { modalsFlowModel } from '../modals/modals.flow-model.ts';
import { noticePopupsFlowModel } from '../notice-popups/notice-popups.flow-model.ts';
import { moneySubmissionFlowModel } from '../money-submission/money-submission.flow-model.ts';
import { promotionApplicationFlowModel } from '../promotion-application/promotion-application.flow-model.ts';
import { recordQueryFlowModel } from '../record-query/record-query.flow-model.ts';
import { registrationFlowModel } from '../registration/registration.flow-model.ts';
import { sessionFlowModel } from '../session/session.flow-model.ts';
import { liveCountFlowModel } from '../live-count/live-count.flow-model.ts';
import { smsCountdownFlowModel } from '../sms-countdown/sms-countdown.flow-model.ts';
import { walletTransferFlowModel } from '../wallet-transfer/wallet-transfer.flow-model.ts';
import { withdrawFormFlowModel } from '../withdraw-form/withdraw-form.flow-model.ts';
import { withdrawalConfirmationFlowModel } from '../withdrawal-confirmation/withdrawal-confirmation.flow-model.ts';
import type { CallName } from '@his/shared/calls';
import type { FlowModel } from '../testing/flow-model.ts';

/** One flow of the site: what an auditor reads about it and what QA generates tests from. */
export interface FlowEntry {
  /** The machine's id, also the file name of its exports (`<id>.json`, `<id>.mmd`). */
  id: string;
  title: string;
  /** What the flow decides, in a sentence or two for an auditor. */
  description: string;
  machine: AnyStateMachine;
  /**
   * The flow's model (`<flow>.flow-model.ts`): event alphabet (synthetic done, error and after
   * events included), abstract state key, inputs, invariants and waivers with reasons. The unit
   * model tests, the browser path tests and the `/flows` viewer's path replay generate from it.
   */
  model: FlowModel<AnyStateMachine>;
  /**
   * The platform calls the flow makes, its children's included (ids of `@his/shared/calls`):
   * `pnpm flows:map --check` fails unless the web's wiring of the machine makes exactly these.
   */
  calls: readonly CallName[];
  /** Where its code lives, for the code map (`docs/flows.md`). */
  code: FlowCode;
}

interface FlowCode {
  /** The flow's folder in `src/` (chart, model and tests are named after it). */
  dir: string;
  /** The web components that show the flow, from the repository root. */
  screens: readonly string[];
}

const flow = (
  title: string,
  description: string,
  model: FlowModel<AnyStateMachine>,
  calls: readonly CallName[],
  code: FlowCode,
): FlowEntry => ({
  id: model.machine.id,
  title,
  description,
  machine: model.machine,
  model,
  calls,
  code,
});

/**
 * Every flow of the site, in the order an auditor meets them. `registry.test.ts` fails when a
 * `src/<flow>/<flow>.machine.ts` is not listed here.
 */
export const flows: readonly FlowEntry[] = [
  flow(
    'The site as one actor system',
    'What each flow means for the others: boot hands over to the session; the session, the ' +
      'game launch and the modals tell the app what happened, and the app routes it (a launch ' +
      'waiting for a login, the real-account warning, a 401 ending the session, the balance a ' +
      'game page moved, the favourites of the member on screen, how a registration, a free play, ' +
      'a reset or a password change ended).',
    appFlowModel,
    [
      'systemStatus',
      'countryList',
      'memberInfo',
      'login',
      'captcha',
      'logout',
      'launchGame',
      'gameList',
      'pvpRooms',
      'balance',
      'favouriteIds',
      'addFavourite',
      'removeFavourite',
    ],
    {
      dir: 'app',
      screens: [
        'packages/web/src/app/app.tsx',
        'packages/web/src/app/boot-gate.tsx',
        'packages/web/src/app/modal-host.tsx',
        'packages/web/src/features/auth/components/trial-warning-dialog.tsx',
        'packages/web/src/features/auth/components/real-account-entry.tsx',
      ],
    },
  ),
  flow(
    'Site start',
    'Which page the site shows at start (normal, maintenance, region restricted, failure) and ' +
      'what it loads about the visitor: country list and a restored session.',
    bootFlowModel,
    ['systemStatus', 'countryList', 'memberInfo'],
    {
      dir: 'boot',
      screens: [
        'packages/web/src/app/boot-gate.tsx',
        'packages/web/src/features/site-status/components/restricted-page.tsx',
        'packages/web/src/features/site-status/components/boot-failed-page.tsx',
      ],
    },
  ),
  flow(
    'Login and session',
    'Who is using the site: visitor, login (with captcha when asked), logged-in member, forced ' +
      'password change and logout; which actions need a real account.',
    sessionFlowModel,
    ['login', 'captcha', 'memberInfo', 'logout'],
    {
      dir: 'session',
      screens: [
        'packages/web/src/features/auth/components/login-form.tsx',
        'packages/web/src/features/auth/components/mobile-login-form.tsx',
        'packages/web/src/features/auth/components/member-menu.tsx',
        'packages/web/src/features/auth/components/logout-dialog.tsx',
        'packages/web/src/features/auth/components/real-account-entry.tsx',
      ],
    },
  ),
  flow(
    'Captcha',
    'A form’s captcha image, for the login a failed attempt asks it of and for the ' +
      'registration: the first fetch, refreshes at most once per second, and a new image when ' +
      'the form spent the old one.',
    captchaFlowModel,
    ['captcha'],
    {
      dir: 'captcha',
      screens: [
        'packages/web/src/features/auth/components/captcha-field.tsx',
        'packages/web/src/features/auth/components/register/register-captcha-field.tsx',
      ],
    },
  ),
  flow(
    'Wallet balance',
    'How the logged-in member’s balance is loaded, refreshed and shown when loading fails.',
    balanceFlowModel,
    ['balance'],
    {
      dir: 'balance',
      screens: ['packages/web/src/features/balance/components/balance-panel.tsx'],
    },
  ),
  flow(
    'Modals',
    'Which modal is open: one at a time, opened and closed by name, and the real-account ' +
      'warning a trial account gets.',
    modalsFlowModel,
    [],
    {
      dir: 'modals',
      screens: [
        'packages/web/src/app/modal-host.tsx',
        'packages/web/src/features/auth/components/trial-warning-dialog.tsx',
      ],
    },
  ),
  flow(
    'Member center and agent center',
    'The member center a real member opens, and the agent center an agent opens, from the ' +
      'header or by the address: which page the address names (reload, Back and a shared link ' +
      'land on it), the trial account refused (and a player refused the agent center), a visitor ' +
      'asked to log in, and each page shown only once its code and first data are in.',
    memberCenterFlowModel,
    [],
    {
      dir: 'member-center',
      screens: [
        'packages/web/src/features/member-center/components/member-center-layer.tsx',
        'packages/web/src/features/member-center/components/member-center-panel.tsx',
        'packages/web/src/features/agent-center/components/agent-center-panel.tsx',
        'packages/web/src/features/auth/components/real-account-entry.tsx',
      ],
    },
  ),
  flow(
    'SMS code and countdown',
    'Asking for an SMS code: the mobile number check, the send, and the countdown before a new ' +
      'code may be asked for.',
    smsCountdownFlowModel,
    ['smsNoLogin', 'smsBind'],
    {
      dir: 'sms-countdown',
      screens: [
        'packages/web/src/features/auth/components/mobile-login-form.tsx',
        'packages/web/src/features/wallet/components/contact-section.tsx',
      ],
    },
  ),
  flow(
    'Registration',
    'A visitor creating an account by username or mobile number: field checks, captcha, SMS ' +
      'code and the submit.',
    registrationFlowModel,
    ['affiliateCheck', 'captcha', 'smsRegister', 'register', 'registerMobile', 'memberInfo'],
    {
      dir: 'registration',
      screens: ['packages/web/src/features/auth/components/register/register-form.tsx'],
    },
  ),
  flow(
    'Forgot password',
    'Resetting a forgotten password by email link or by SMS code.',
    forgotPasswordFlowModel,
    ['resetPasswordByEmail', 'smsNoLogin', 'resetPasswordBySms', 'login', 'memberInfo'],
    {
      dir: 'forgot-password',
      screens: ['packages/web/src/features/auth/components/forgot-password-modal-body.tsx'],
    },
  ),
  flow(
    'Change password',
    'The change-password form, forced after certain logins or opened by the member.',
    changePasswordFlowModel,
    ['changePassword'],
    {
      dir: 'change-password',
      screens: ['packages/web/src/features/auth/components/change-password-modal-body.tsx'],
    },
  ),
  flow(
    'Free play',
    'Logging in a trial account for free play.',
    freePlayFlowModel,
    ['freePlay', 'memberInfo'],
    {
      dir: 'free-play',
      screens: ['packages/web/src/features/auth/components/login-form-footer.tsx'],
    },
  ),
  flow(
    'Game launch',
    'Opening a game, vendor lobby or lottery: login and real-account checks, maintenance, and ' +
      'the route taken.',
    gameLaunchFlowModel,
    ['gameList', 'pvpRooms', 'launchGame'],
    {
      dir: 'game-launch',
      screens: [
        'packages/web/src/features/games/components/game-page.tsx',
        'packages/web/src/features/games/components/game-popup.tsx',
        'packages/web/src/features/games/components/room-list.tsx',
        'packages/web/src/features/games/components/launch-failure.tsx',
      ],
    },
  ),
  flow(
    'Favourite games',
    'The member’s favourite games: loaded after login, changed optimistically, rolled back ' +
      'when the platform refuses.',
    favouritesFlowModel,
    ['favouriteIds', 'addFavourite', 'removeFavourite'],
    {
      dir: 'favourites',
      screens: ['packages/web/src/features/lobby/components/home-rails.tsx'],
    },
  ),
  flow(
    'Lobby filter',
    'The vendor lanes, a lobby’s filtered and paged game grid (search debounce, paging) and its ' +
      'hot games.',
    lobbyFilterFlowModel,
    ['gameVendors', 'gameList', 'hotGames'],
    {
      dir: 'lobby-filter',
      screens: [
        'packages/web/src/features/lobby/components/games-lobby.tsx',
        'packages/web/src/features/lobby/components/game-grid.tsx',
        'packages/web/src/features/lobby/components/hot-games.tsx',
      ],
    },
  ),
  flow(
    'Withdrawal confirmation',
    'After the platform releases a withdrawal the player confirms it received, or not received ' +
      'with 1 to 3 proof images (png or jpeg by content, at most 5 MB each); unanswered by the ' +
      'deadline it counts as received and is not refunded. An answer in flight when the ' +
      'deadline passes is judged by the server.',
    withdrawalConfirmationFlowModel,
    ['processC2CTransaction'],
    {
      dir: 'withdrawal-confirmation',
      screens: ['packages/web/src/features/wallet/components/withdrawal-confirmation-dialog.tsx'],
    },
  ),
  flow(
    'Money form submission',
    'A money form of the member center (the payment password, a bank card, the transfer to ' +
      'upline): one call at a time (a double click sends once) under one idempotency key per ' +
      'attempt; after no answer or a 5xx the same form again reuses the key, so money moves at ' +
      'most once; a refusal or another form is a new attempt.',
    moneySubmissionFlowModel,
    [],
    {
      dir: 'money-submission',
      screens: [
        'packages/web/src/features/wallet/components/payment-password-section.tsx',
        'packages/web/src/features/wallet/components/bank-cards-section.tsx',
        'packages/web/src/features/transfer/components/transfer-form.tsx',
      ],
    },
  ),
  flow(
    'Record query',
    'A member center record page’s query (betting record, account record, personal loss, bonus ' +
      'details): a filter change (back to the first page) or another page asks anew, only the ' +
      'answer of the query asked last shows (a new query stops the one loading), a failure can ' +
      'be retried.',
    recordQueryFlowModel,
    [],
    {
      dir: 'record-query',
      screens: [
        'packages/web/src/features/records/components/betting-record.tsx',
        'packages/web/src/features/records/components/account-record.tsx',
        'packages/web/src/features/records/components/personal-loss.tsx',
        'packages/web/src/features/records/components/bonus-details.tsx',
      ],
    },
  ),
  flow(
    'Deposit',
    'A deposit: a channel and an amount within its limits (checked before sending, and again by ' +
      'the platform), one order per submission (a double click makes one, a retry reuses its ' +
      'idempotency key), then the order followed while the page shows until it is approved ' +
      '(the header balance refreshes once), rejected or expired.',
    depositFlowModel,
    ['depositCreate', 'depositReport'],
    {
      dir: 'deposit',
      screens: ['packages/web/src/features/deposit/components/deposit-flow.tsx'],
    },
  ),
  flow(
    'Withdraw form',
    'A withdrawal: a card, an amount (a positive decimal, never a float) and the six-digit ' +
      'payment password checked before sending, then one withdrawal per submission under one ' +
      'idempotency key: a double click sends once, the same withdrawal after no answer reuses ' +
      'the key, so money moves once.',
    withdrawFormFlowModel,
    ['withdraw'],
    {
      dir: 'withdraw-form',
      screens: ['packages/web/src/features/wallet/components/withdraw-form.tsx'],
    },
  ),
  flow(
    'My wallet transfers',
    'On a multi-wallet site: money moves between the main wallet and one vendor wallet (known ' +
      'and different wallets, one of them the main one, an amount the source holds, checked ' +
      'before sending and again by the platform), or every vendor wallet back to the main one ' +
      '("recall all"), each move once under one idempotency key; the wallets after it show and ' +
      'the header balance refreshes once.',
    walletTransferFlowModel,
    ['walletTransfer', 'walletRecallAll', 'merchantWallet', 'balance'],
    {
      dir: 'wallet-transfer',
      screens: ['packages/web/src/features/my-wallet/components/wallet-transfer.tsx'],
    },
  ),
  flow(
    'Agent contracts',
    'An agent’s dividend and salary contracts with its upline and its downlines: the upline ' +
      'offers (1 to 10 tiers, thresholds rising, rates never falling and never above its own), ' +
      'the downline accepts or rejects, either side asks to end one and the other approves or ' +
      'refuses. A change that would end contracts below (the conflict rule) is sent again only ' +
      'after the agent saw them named and agreed; the list reloads after every change.',
    contractFlowModel,
    ['contractList', 'contractOffer', 'contractRespond', 'contractTerminate'],
    {
      dir: 'contract',
      screens: [
        'packages/web/src/features/agent-center/contracts/contracts-panel.tsx',
        'packages/web/src/features/agent-center/contracts/offer-form.tsx',
        'packages/web/src/features/agent-center/contracts/conflict-dialog.tsx',
      ],
    },
  ),
  flow(
    'Promotion application',
    'A member’s part in a promotion: the activity application (a remark of 1 to 140 characters ' +
      'and up to 3 png or jpeg images of at most 5 MB, checked before sending and again by the ' +
      'platform), the review’s outcome (applying, rejected and apply again, approved), the ' +
      'bonus’s claim, a raffle’s draw and an event’s join. Each application, claim or draw is ' +
      'sent once under its own idempotency key (a retry reuses it); a refusal saying it happened ' +
      'elsewhere reloads the status.',
    promotionApplicationFlowModel,
    ['promotionApply', 'promotionDetail', 'claimReward', 'claimRafflePromotion', 'promotionJoin'],
    {
      dir: 'promotion-application',
      screens: [
        'packages/web/src/features/promotions/components/promotion-actions.tsx',
        'packages/web/src/features/promotions/components/application-form.tsx',
      ],
    },
  ),
  flow(
    'Header counts kept fresh',
    'A count the header shows while a real member is on screen — the unread platform messages ' +
      '(every 30 seconds) and the claimable missions (every minute): asked at once, then at its ' +
      'interval while the page shows (none while it is hidden), at once when the window gets ' +
      'the focus back or a page changed it; a failure keeps the last count and waits twice as ' +
      'long before each new try, up to 5 minutes.',
    liveCountFlowModel,
    ['unreadCount', 'missionSummary'],
    {
      dir: 'live-count',
      screens: [
        'packages/web/src/features/messages/components/messages-entry.tsx',
        'packages/web/src/features/messages/components/messages-page.tsx',
        'packages/web/src/features/missions/components/mission-badge.tsx',
      ],
    },
  ),
  flow(
    'Live chat room',
    'A member’s live chat with an agent of the house over a WebSocket through the bff: the ' +
      'socket opens and resumes after the last message held (only what was missed comes back); ' +
      'a message shows pending until the platform’s echo, which carries its client id, and a ' +
      'send pending when the socket dropped is sent again with the same id and stored once. ' +
      'Typing and read receipts go both ways. A lost socket reconnects after an exponential ' +
      'back-off with jitter (1 s doubling to 30 s, reset once open); a close for a reason (no ' +
      'session, a forbidden account, the conversation ended, a flood) never reconnects by itself.',
    chatSessionFlowModel,
    [],
    {
      dir: 'chat-session',
      screens: ['packages/web/src/features/chat/components/chat-room.tsx'],
    },
  ),
  flow(
    'Popup notices',
    'The popup notices of SPEC §3 by execution: a guest reaching the home page (B) or a member ' +
      'logging in (A, and F on a first login) gets the popups due, one after another in order, ' +
      'each shown once per browser session or once per day as marked; closing one remembers it ' +
      'and shows the next. A failed load shows nothing; a logout empties the queue.',
    noticePopupsFlowModel,
    ['announcements'],
    {
      dir: 'notice-popups',
      screens: ['packages/web/src/features/announcements/components/notice-popups.tsx'],
    },
  ),
];
