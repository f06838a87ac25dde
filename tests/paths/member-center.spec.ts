import { memberCenterBinding } from './member-center.binding.ts';
import { defineFlowPathTests } from './support/runner.ts';

defineFlowPathTests(memberCenterBinding);
