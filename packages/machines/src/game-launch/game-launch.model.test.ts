import { defineModelSuite } from '../testing/vitest-model-suite.ts';
import { gameLaunchTestSpec } from './game-launch.test-spec.ts';

defineModelSuite(gameLaunchTestSpec);
