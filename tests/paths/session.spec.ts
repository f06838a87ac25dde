import { sessionBinding } from './session.binding.ts';
import { defineFlowPathTests } from './support/runner.ts';

defineFlowPathTests(sessionBinding);
