import { captchaBinding } from './captcha.binding.ts';
import { defineFlowPathTests } from './support/runner.ts';

defineFlowPathTests(captchaBinding);
