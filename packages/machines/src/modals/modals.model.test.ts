import { defineModelSuite } from '../testing/vitest-model-suite.ts';
import { modalsTestSpec } from './modals.test-spec.ts';

defineModelSuite(modalsTestSpec);
