import { defineModelSuite } from '../testing/vitest-model-suite.ts';
import { lobbyFilterTestSpec } from './lobby-filter.test-spec.ts';

defineModelSuite(lobbyFilterTestSpec);
