import { defineModelSuite } from '../testing/vitest-model-suite.ts';
import { favouritesTestSpec } from './favourites.test-spec.ts';

defineModelSuite(favouritesTestSpec);
