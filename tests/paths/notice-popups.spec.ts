import { test } from '../support/fixtures.ts';
import { defineFlowPathTests } from './support/runner.ts';
import { noticePopupsBinding } from './notice-popups.binding.ts';

// The tests here meet the seed's popups (the other tests' browsers have seen them already).
test.use({ seedPopupsSeen: false });

defineFlowPathTests(noticePopupsBinding);
