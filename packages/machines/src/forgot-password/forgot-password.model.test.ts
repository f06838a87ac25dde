import { defineModelSuite } from '../testing/vitest-model-suite.ts';
import { forgotPasswordTestSpec } from './forgot-password.test-spec.ts';

defineModelSuite(forgotPasswordTestSpec);
