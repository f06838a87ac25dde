import { defineFlowPathTests } from './support/runner.ts';
import { withdrawalConfirmationBinding } from './withdrawal-confirmation.binding.ts';

defineFlowPathTests(withdrawalConfirmationBinding);
