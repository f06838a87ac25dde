import { defineModelSuite } from '../testing/vitest-model-suite.ts';
import { bootTestSpec } from './boot.test-spec.ts';

defineModelSuite(bootTestSpec);
