import { recordQueryBinding } from './record-query.binding.ts';
import { defineFlowPathTests } from './support/runner.ts';

defineFlowPathTests(recordQueryBinding);
