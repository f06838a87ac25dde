import { defineFlowPathTests } from './support/runner.ts';
import { withdrawFormBinding } from './withdraw-form.binding.ts';

defineFlowPathTests(withdrawFormBinding);
