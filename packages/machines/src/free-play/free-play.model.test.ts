import { defineModelSuite } from '../testing/vitest-model-suite.ts';
import { freePlayTestSpec } from './free-play.test-spec.ts';

defineModelSuite(freePlayTestSpec);
