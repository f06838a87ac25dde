import { smsCountdownBinding } from './sms-countdown.binding.ts';
import { defineFlowPathTests } from './support/runner.ts';

defineFlowPathTests(smsCountdownBinding);
