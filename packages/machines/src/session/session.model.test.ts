import { defineModelSuite } from '../testing/vitest-model-suite.ts';
import { sessionTestSpec } from './session.test-spec.ts';

defineModelSuite(sessionTestSpec);
