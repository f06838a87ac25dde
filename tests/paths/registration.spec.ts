import { registrationBinding } from './registration.binding.ts';
import { defineFlowPathTests } from './support/runner.ts';

defineFlowPathTests(registrationBinding);
