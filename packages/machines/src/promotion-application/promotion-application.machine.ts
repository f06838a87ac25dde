import { attemptKeyOf, stateOfStatus } from './promotion-application.logic.ts';
import { failedTo, promotionApplication, routeLoaded } from './promotion-application.setup.ts';

export {
  checkRemark,
  stateOfStatus,
  type ApplicationImage,
  type ApplyInput,
  type ImageErrorCode,
  type LoadedStatus,
  type PromotionApplicationInput,
  type RemarkErrorCode,
  type RewardView,
} from './promotion-application.logic.ts';
export { proofReadLimit as imageReadLimit } from '../withdrawal-confirmation/withdrawal-confirmation.logic.ts';
export type {
  PromotionApplicationContext,
  PromotionApplicationEvent,
  PromotionApplicationTag,
} from './promotion-application.setup.ts';

const retryTo = (target: string, description: string) => ({
  retry: { target, actions: 'clearError' as const, description },
});

/**
 * A member's part in one promotion (issue 16, SPEC §4, §5, §9), run by the promotion's detail
 * page: the activity application (a remark of 1–140 characters and up to 3 png or jpeg images of
 * at most 5 MB, checked here and again by the platform), waiting for the review, a refusal and a
 * new application, the approved bonus's claim, a raffle's draw and an event's join. Every new
 * application, claim or draw is an attempt with its own idempotency key; a retry after a failure
 * reuses it, so nothing is taken or paid twice. A refusal that says the promotion moved on
 * elsewhere (another tab, the schedule) reloads the status instead of offering a retry. The web
 * supplies the five calls and `tellPaid` (the header balance refreshes once money arrived).
 */
export const promotionApplicationMachine = promotionApplication.createMachine({
  id: 'promotionApplication',
  description:
    'The member applies to a promotion with a remark and images, waits for the review, claims the approved bonus, draws a raffle or joins an event.',
  context: ({ input }) => ({
    promotionId: input.promotionId,
    kind: input.kind,
    attemptKey: input.attemptKey,
    attempts: 0,
    remark: '',
    images: [],
    remarkError: null,
    imageError: null,
    error: null,
    reward: input.reward,
    loaded: stateOfStatus(input.kind, input.status),
  }),
  initial: 'routing',
  states: {
    routing: {
      description: 'Chooses the state the member’s status leads to.',
      always: [
        ...routeLoaded,
        {
          target: 'unavailable',
          description: 'Coming soon or closed: nothing to do.',
        },
      ],
    },
    editing: {
      description: 'The application form: the remark and up to 3 images.',
      tags: ['form'],
      on: {
        'remark.change': {
          actions: { type: 'setRemark', params: ({ event }) => ({ remark: event.remark }) },
          description: 'The member types the remark.',
        },
        'image.add': [
          {
            guard: { type: 'isImageRefused', params: ({ event }) => ({ bytes: event.bytes }) },
            actions: {
              type: 'rememberImageRefusal',
              params: ({ event }) => ({ bytes: event.bytes }),
            },
            description:
              'Not a png or jpeg by its bytes, over 5 MB, or a fourth image: its reason shows and the images stay as they were.',
          },
          {
            actions: {
              type: 'addImage',
              params: ({ event }) => ({ name: event.name, bytes: event.bytes }),
            },
            description: 'A valid image joins the application.',
          },
        ],
        'image.remove': {
          actions: { type: 'removeImage', params: ({ event }) => ({ index: event.index }) },
          description: 'The member removes one image.',
        },
        'application.submit': [
          {
            guard: 'isRemarkRefused',
            actions: 'rememberRemarkRefusal',
            description:
              'An empty remark or one over 140 characters: its reason shows, nothing is sent.',
          },
          {
            target: 'uploading',
            actions: 'startAttempt',
            description: 'A valid application is sent (a new attempt with its own key).',
          },
        ],
      },
    },
    uploading: {
      description: 'The application and its images are being sent.',
      tags: ['busy', 'form'],
      invoke: {
        id: 'applyPromotion',
        src: 'applyPromotion',
        input: ({ context }) => ({
          promotionId: context.promotionId,
          remark: context.remark.trim(),
          images: context.images,
          idempotencyKey: attemptKeyOf(context.attemptKey, context.attempts),
        }),
        onDone: {
          target: 'applying',
          actions: 'forgetDraft',
          description: 'The platform took the application: it waits for review.',
        },
        onError: failedTo('uploadFailed'),
      },
    },
    uploadFailed: {
      description: 'The application failed: its code shows with retry and edit.',
      tags: ['failed', 'form'],
      on: {
        ...retryTo('uploading', 'Send the same application again, under the same key.'),
        'application.edit': {
          target: 'editing',
          actions: 'clearError',
          description: 'Back to the form with the same remark and images (a new attempt next).',
        },
      },
    },
    applying: {
      description: 'The application waits for the platform’s review.',
      on: {
        'status.refresh': {
          target: 'refreshing',
          description: 'The member asks whether the review is done.',
        },
      },
    },
    rejected: {
      description: 'The last application was refused; the promotion is still open.',
      on: {
        'application.again': {
          target: 'editing',
          actions: 'forgetDraft',
          description: 'The member writes a new application.',
        },
      },
    },
    claimable: {
      description: 'The approved bonus waits in the reward center.',
      on: {
        'reward.claim': {
          target: 'claiming',
          actions: 'startAttempt',
          description: 'The member claims the bonus (a new attempt with its own key).',
        },
      },
    },
    claiming: {
      description: 'The claim is being sent.',
      tags: ['busy'],
      invoke: {
        id: 'claimReward',
        src: 'claimReward',
        input: ({ context }) => ({
          rewardId: context.reward?.id ?? 0,
          idempotencyKey: attemptKeyOf(context.attemptKey, context.attempts),
        }),
        onDone: {
          target: 'claimed',
          actions: [
            { type: 'rememberReward', params: ({ event }) => ({ reward: event.output }) },
            'tellPaid',
          ],
          description: 'The bonus was paid into the wallet.',
        },
        onError: failedTo('claimFailed'),
      },
    },
    claimFailed: {
      description: 'The claim failed: its code shows with retry.',
      tags: ['failed'],
      on: retryTo('claiming', 'Claim again under the same key (paid once at most).'),
    },
    claimed: {
      description: 'The bonus is paid; its wagering (valid bets since the claim) shows.',
      tags: ['done'],
      on: {
        'status.refresh': {
          target: 'refreshing',
          description: 'The member reloads the wagering.',
        },
      },
    },
    raffle: {
      description: 'The raffle may be drawn once.',
      on: {
        'raffle.draw': {
          target: 'drawing',
          actions: 'startAttempt',
          description: 'The member draws (a new attempt with its own key).',
        },
      },
    },
    drawing: {
      description: 'The draw is being sent.',
      tags: ['busy'],
      invoke: {
        id: 'claimRaffle',
        src: 'claimRaffle',
        input: ({ context }) => ({
          promotionId: context.promotionId,
          idempotencyKey: attemptKeyOf(context.attemptKey, context.attempts),
        }),
        onDone: {
          target: 'drawn',
          actions: [
            { type: 'rememberReward', params: ({ event }) => ({ reward: event.output }) },
            'tellPaid',
          ],
          description: 'The prize was drawn and paid into the wallet.',
        },
        onError: failedTo('drawFailed'),
      },
    },
    drawFailed: {
      description: 'The draw failed: its code shows with retry.',
      tags: ['failed'],
      on: retryTo('drawing', 'Draw again under the same key (one prize at most).'),
    },
    drawn: {
      description: 'The raffle’s prize shows.',
      tags: ['done'],
    },
    event: {
      description: 'The event may be joined.',
      on: {
        'event.join': { target: 'joining', description: 'The member joins the event.' },
      },
    },
    joining: {
      description: 'The join is being sent.',
      tags: ['busy'],
      invoke: {
        id: 'joinEvent',
        src: 'joinEvent',
        input: ({ context }) => ({ promotionId: context.promotionId }),
        onDone: {
          target: 'routing',
          actions: { type: 'rememberLoaded', params: ({ event }) => ({ loaded: event.output }) },
          description: 'The platform answers the member’s status after the join.',
        },
        onError: failedTo('joinFailed'),
      },
    },
    joinFailed: {
      description: 'The join failed: its code shows with retry.',
      tags: ['failed'],
      on: retryTo('joining', 'Join again (joining twice changes nothing).'),
    },
    joined: {
      description: 'The member takes part in the event.',
      tags: ['done'],
    },
    refreshing: {
      description: 'The member’s status is being loaded again.',
      tags: ['busy'],
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        input: ({ context }) => ({ promotionId: context.promotionId }),
        onDone: {
          target: 'routing',
          actions: { type: 'rememberLoaded', params: ({ event }) => ({ loaded: event.output }) },
          description: 'The status loaded: on to the state it leads to.',
        },
        onError: {
          target: 'refreshFailed',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'The status could not be loaded: its code shows with retry.',
        },
      },
    },
    refreshFailed: {
      description: 'The status could not be loaded: its code shows with retry.',
      tags: ['failed'],
      on: retryTo('refreshing', 'Load the status again.'),
    },
    unavailable: {
      description: 'Coming soon or closed: the page shows the schedule only.',
    },
  },
});
