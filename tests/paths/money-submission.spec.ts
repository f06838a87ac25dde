import { moneySubmissionBinding } from './money-submission.binding.ts';
import { defineFlowPathTests } from './support/runner.ts';

defineFlowPathTests(moneySubmissionBinding);
