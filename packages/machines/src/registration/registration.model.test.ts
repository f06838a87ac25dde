import { defineModelSuite } from '../testing/vitest-model-suite.ts';
import { registrationTestSpec } from './registration.test-spec.ts';

defineModelSuite(registrationTestSpec);
