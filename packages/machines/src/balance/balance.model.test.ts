import { defineModelSuite } from '../testing/vitest-model-suite.ts';
import { balanceTestSpec } from './balance.test-spec.ts';

defineModelSuite(balanceTestSpec);
