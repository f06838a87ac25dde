import type { AnyStateMachine } from 'xstate';
import { balanceTestSpec } from '../balance/balance.test-spec.ts';
import { bootTestSpec } from '../boot/boot.test-spec.ts';
import { captchaTestSpec } from '../captcha/captcha.test-spec.ts';
import { changePasswordTestSpec } from '../change-password/change-password.test-spec.ts';
import { favouritesTestSpec } from '../favourites/favourites.test-spec.ts';
import { forgotPasswordTestSpec } from '../forgot-password/forgot-password.test-spec.ts';
import { freePlayTestSpec } from '../free-play/free-play.test-spec.ts';
import { gameLaunchTestSpec } from '../game-launch/game-launch.test-spec.ts';
import { lobbyFilterTestSpec } from '../lobby-filter/lobby-filter.test-spec.ts';
import { modalsTestSpec } from '../modals/modals.test-spec.ts';
import { registrationTestSpec } from '../registration/registration.test-spec.ts';
import { sessionTestSpec } from '../session/session.test-spec.ts';
import { smsCountdownTestSpec } from '../sms-countdown/sms-countdown.test-spec.ts';
import type { FlowTestSpec } from '../testing/flow-test-spec.ts';

/** One flow of the site: what an auditor reads about it and what QA generates tests from. */
export interface FlowEntry {
  /** The machine's id, also the file name of its exports (`<id>.json`, `<id>.mmd`). */
  id: string;
  title: string;
  /** What the flow decides, in a sentence or two for an auditor. */
  description: string;
  machine: AnyStateMachine;
  /**
   * The model-test data the unit tests already use: event alphabet (synthetic done, error and
   * after events included), abstract state key, inputs, invariants and waivers with reasons.
   */
  testing: FlowTestSpec<AnyStateMachine>;
}

const flow = (
  title: string,
  description: string,
  testing: FlowTestSpec<AnyStateMachine>,
): FlowEntry => ({
  id: testing.machine.id,
  title,
  description,
  machine: testing.machine,
  testing,
});

/**
 * Every flow of the site, in the order an auditor meets them. `registry.test.ts` fails when a
 * `src/<flow>/<flow>.machine.ts` is not listed here.
 */
export const flows: readonly FlowEntry[] = [
  flow(
    'Site start',
    'Which page the site shows at start (normal, maintenance, region restricted, failure) and ' +
      'what it loads about the visitor: country list and a restored session.',
    bootTestSpec,
  ),
  flow(
    'Login and session',
    'Who is using the site: visitor, login (with captcha when asked), logged-in member, forced ' +
      'password change and logout; which actions need a real account.',
    sessionTestSpec,
  ),
  flow(
    'Captcha',
    'A form’s captcha image, for the login a failed attempt asks it of and for the ' +
      'registration: the first fetch, refreshes at most once per second, and a new image when ' +
      'the form spent the old one.',
    captchaTestSpec,
  ),
  flow(
    'Wallet balance',
    'How the logged-in member’s balance is loaded, refreshed and shown when loading fails.',
    balanceTestSpec,
  ),
  flow('Modals', 'Which modal is open: one at a time, opened and closed by name.', modalsTestSpec),
  flow(
    'SMS code and countdown',
    'Asking for an SMS code: the mobile number check, the send, and the countdown before a new ' +
      'code may be asked for.',
    smsCountdownTestSpec,
  ),
  flow(
    'Registration',
    'A visitor creating an account by username or mobile number: field checks, captcha, SMS ' +
      'code and the submit.',
    registrationTestSpec,
  ),
  flow(
    'Forgot password',
    'Resetting a forgotten password by email link or by SMS code.',
    forgotPasswordTestSpec,
  ),
  flow(
    'Change password',
    'The change-password form, forced after certain logins or opened by the member.',
    changePasswordTestSpec,
  ),
  flow('Free play', 'Logging in a trial account for free play.', freePlayTestSpec),
  flow(
    'Game launch',
    'Opening a game, vendor lobby or lottery: login and real-account checks, maintenance, and ' +
      'the route taken.',
    gameLaunchTestSpec,
  ),
  flow(
    'Favourite games',
    'The member’s favourite games: loaded after login, changed optimistically, rolled back ' +
      'when the platform refuses.',
    favouritesTestSpec,
  ),
  flow(
    'Lobby filter',
    'The vendor lanes, a lobby’s filtered and paged game grid (search debounce, paging) and its ' +
      'hot games.',
    lobbyFilterTestSpec,
  ),
];
