import { captchaRegion, countryRegion, smsRegion } from './registration.regions.ts';
import {
  initialRegistrationContext,
  registrationSetup,
  toRegisterActorInput,
  toRegistrationOutput,
} from './registration.setup.ts';

export {
  dialingCodeOf,
  needsPassword,
  needsSmsCode,
  registrationFields,
  visibleFieldsOf,
  type RegistrationField,
  type RegistrationInput,
  type RegistrationMode,
  type RegistrationValues,
} from './registration.fields.ts';
export {
  agreementKey,
  toRegisterBody,
  validateRegistration,
  type RegisterActorInput,
  type RegistrationFieldErrors,
} from './registration.logic.ts';
export type {
  RegistrationContext,
  RegistrationEvent,
  RegistrationChildren,
  RegistrationOutput,
  RegistrationTag,
} from './registration.setup.ts';

/**
 * The register modal (SPEC §2, §4, §5): which fields show and their validation by the server's
 * register rules, the URL's affiliate code, the captcha, the country dropdown and the SMS code
 * child; then affiliate check → verification challenge → register → member info → done with
 * the new member as output. The web supplies the actors.
 */
export const registrationMachine = registrationSetup.createMachine({
  id: 'registration',
  description: 'A visitor creating an account, by username or by mobile number.',
  context: ({ input }) => initialRegistrationContext(input),
  initial: 'active',
  output: ({ context }) => toRegistrationOutput(context),
  states: {
    active: {
      description: 'The register modal is open: the form and its helpers run side by side.',
      type: 'parallel',
      states: {
        form: {
          description: 'The form and the submission it starts.',
          initial: 'starting',
          states: {
            starting: {
              description: 'Transient: a URL affiliate code is checked before the form is used.',
              always: [
                {
                  guard: 'hasUrlAffiliate',
                  target: 'checkingUrlAffiliate',
                  description: 'The URL carries an affiliate code: check it first.',
                },
                { target: 'editing', description: 'No URL affiliate code: the form is ready.' },
              ],
            },
            checkingUrlAffiliate: {
              description: "Checking the URL's affiliate code; the form waits (busy).",
              tags: ['submitting'],
              invoke: {
                id: 'checkUrlAffiliate',
                src: 'checkAffiliate',
                input: ({ context }) => ({ code: context.affiliateFromUrl ?? '' }),
                onDone: {
                  target: 'editing',
                  actions: 'rememberUrlAffiliate',
                  description: 'A valid code: the affiliate field hides and the code is sent.',
                },
                onError: {
                  target: 'editing',
                  description:
                    'Not a valid code: the affiliate field shows (when its rule is enabled), no dialog.',
                },
              },
            },
            editing: {
              description: 'The player fills the form; field errors and the last failure show.',
              tags: ['editing'],
              on: {
                'register.submit': [
                  {
                    guard: {
                      type: 'isFormInvalid',
                      params: ({ event }) => ({ values: event.values }),
                    },
                    actions: {
                      type: 'rememberFieldErrors',
                      params: ({ event }) => ({ values: event.values }),
                    },
                    description:
                      'A visible field breaks its rule (required, pattern, length, confirmation, agreement): field errors show, nothing is called.',
                  },
                  {
                    guard: {
                      type: 'needsAffiliateCheck',
                      params: ({ event }) => ({ values: event.values }),
                    },
                    target: 'checkingAffiliate',
                    actions: {
                      type: 'startAttempt',
                      params: ({ event }) => ({ values: event.values }),
                    },
                    description: 'The affiliate field is shown and filled: check the code first.',
                  },
                  {
                    target: 'verifying',
                    actions: {
                      type: 'startAttempt',
                      params: ({ event }) => ({ values: event.values }),
                    },
                    description: 'The form is valid: pass the verification challenge.',
                  },
                ],
              },
            },
            checkingAffiliate: {
              description: 'The affiliate code typed in the form is checked with the server.',
              tags: ['submitting'],
              invoke: {
                id: 'checkAffiliate',
                src: 'checkAffiliate',
                input: ({ context }) => ({ code: context.attempt?.body.affiliateCode ?? '' }),
                onDone: {
                  target: 'verifying',
                  description: 'A valid code: go on with the verification challenge.',
                },
                onError: {
                  target: 'affiliateError',
                  actions: 'dropAttempt',
                  description: 'The code was refused: the invitation-code error dialog shows.',
                },
              },
            },
            affiliateError: {
              description: 'The "Invitation code error" dialog is on screen.',
              tags: ['affiliateError'],
              on: {
                'dialog.close': {
                  target: 'editing',
                  description: 'The player closed the dialog: back to the form.',
                },
              },
            },
            verifying: {
              description: 'The verification challenge runs before the register call.',
              tags: ['submitting'],
              invoke: {
                id: 'verifyChallenge',
                src: 'verifyChallenge',
                input: ({ context }) => ({ username: context.attempt?.body.username ?? '' }),
                onDone: {
                  target: 'registering',
                  actions: {
                    type: 'rememberChallenge',
                    params: ({ event }) => ({ challenge: event.output }),
                  },
                  description: 'The challenge passed; its solution goes with the payload.',
                },
                onError: {
                  target: 'editing',
                  actions: {
                    type: 'abandonAttempt',
                    params: ({ event }) => ({ error: event.error }),
                  },
                  description: 'The challenge failed: the attempt is dropped and the error shows.',
                },
              },
            },
            registering: {
              description: 'The register call runs (username or mobile endpoint by mode).',
              tags: ['submitting'],
              invoke: {
                id: 'register',
                src: 'register',
                input: ({ context }) => toRegisterActorInput(context),
                onDone: {
                  target: 'loadingMember',
                  actions: 'dropAttempt',
                  description:
                    'The account exists and is logged in (the bff holds the token): the password is dropped.',
                },
                onError: {
                  target: 'editing',
                  actions: {
                    type: 'rememberRegisterFailure',
                    params: ({ event }) => ({ error: event.error }),
                  },
                  description:
                    'Refused: the message shows next to its field (or as the form error) and a used captcha is replaced.',
                },
              },
            },
            loadingMember: {
              description: 'Loading the new member; the form stays busy.',
              tags: ['submitting'],
              invoke: {
                id: 'loadMember',
                src: 'loadMember',
                onDone: {
                  target: '#registration.done',
                  actions: {
                    type: 'rememberMember',
                    params: ({ event }) => ({ member: event.output }),
                  },
                  description: 'Registered and logged in: the flow ends with the member.',
                },
                onError: {
                  target: 'memberFailed',
                  actions: {
                    type: 'rememberMemberFailure',
                    params: ({ event }) => ({ error: event.error }),
                  },
                  description:
                    'The account exists but member info failed: the error shows; submitting again only reloads it.',
                },
              },
            },
            memberFailed: {
              description:
                'Registered, member info missing: "Register" retries loading it, never registers twice.',
              tags: ['editing'],
              on: {
                'register.submit': {
                  target: 'loadingMember',
                  actions: 'clearError',
                  description: 'Retry loading the member.',
                },
              },
            },
          },
        },
        captcha: captchaRegion,
        country: countryRegion,
        sms: smsRegion,
      },
    },
    done: {
      description: 'Registered and logged in; the web starts the session and closes the modal.',
      tags: ['done'],
      type: 'final',
    },
  },
});
