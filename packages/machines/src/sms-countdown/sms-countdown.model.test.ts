import { defineModelSuite } from '../testing/vitest-model-suite.ts';
import { smsCountdownTestSpec } from './sms-countdown.test-spec.ts';

defineModelSuite(smsCountdownTestSpec);
