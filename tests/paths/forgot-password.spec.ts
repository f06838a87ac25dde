import { forgotPasswordBinding } from './forgot-password.binding.ts';
import { defineFlowPathTests } from './support/runner.ts';

defineFlowPathTests(forgotPasswordBinding);
