import { depositBinding } from './deposit.binding.ts';
import { defineFlowPathTests } from './support/runner.ts';

defineFlowPathTests(depositBinding);
