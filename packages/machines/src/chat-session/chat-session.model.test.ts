import { defineFlowModelSuite } from '../testing/vitest-model-suite.ts';

defineFlowModelSuite('chatSession');
