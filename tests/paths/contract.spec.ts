import { contractBinding } from './contract.binding.ts';
import { defineFlowPathTests } from './support/runner.ts';

defineFlowPathTests(contractBinding);
