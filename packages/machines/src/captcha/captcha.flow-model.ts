import type { FlowModel } from '../testing/flow-model.ts';
import { abstractKey, afterEvent, doneEvent, errorEvent } from '../testing/flow-model.ts';
import { apiError, captchaPng } from '../testing/fixtures.ts';
import { captchaMachine } from './captcha.machine.ts';

/**
 * Model of a form's captcha: the first fetch, the once-per-second refresh throttle, a renewal
 * the form asks for, and fetches that fail. The model runs the machine without a parent, so its
 * two reports to the parent are silent here; the session and registration tests, which invoke
 * the real child, check that each report arrives and what the parent makes of it.
 */
export const captchaFlowModel: FlowModel<typeof captchaMachine> = {
  machine: captchaMachine.provide({ actions: { tellImage: () => {}, tellUnavailable: () => {} } }),
  inputs: { default: undefined },
  events: {
    'image arrives': doneEvent('fetchCaptcha', captchaPng),
    'fetch fails': errorEvent('fetchCaptcha', apiError('system.busy')),
    refresh: { type: 'captcha.refresh' },
    'form spent it': { type: 'captcha.renew' },
    'throttle over': afterEvent('captchaRefresh', 'captcha.shown.cooling'),
  },
  stateKey: ({ value, context }) => abstractKey(value, { image: context.image !== null }),
  invariants: [
    {
      name: 'tag fetching ⇔ a fetch is invoked',
      holds: (snapshot) =>
        snapshot.hasTag('fetching') === (snapshot.children.fetchCaptcha !== undefined),
    },
    {
      name: 'no image before the first fetch ends',
      holds: (snapshot) => !snapshot.matches('loading') || snapshot.context.image === null,
    },
  ],
  waivers: [],
  maxPaths: 100,
};
