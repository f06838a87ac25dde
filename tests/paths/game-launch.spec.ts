import { gameLaunchBinding } from './game-launch.binding.ts';
import { defineFlowPathTests } from './support/runner.ts';

defineFlowPathTests(gameLaunchBinding);
