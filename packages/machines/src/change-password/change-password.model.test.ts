import { defineModelSuite } from '../testing/vitest-model-suite.ts';
import { changePasswordTestSpec } from './change-password.test-spec.ts';

defineModelSuite(changePasswordTestSpec);
