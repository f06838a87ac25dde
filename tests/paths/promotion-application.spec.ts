import { defineFlowPathTests } from './support/runner.ts';
import { promotionApplicationBinding } from './promotion-application.binding.ts';

defineFlowPathTests(promotionApplicationBinding);
