import { defineFlowPathTests } from './support/runner.ts';
import { chatSessionBinding } from './chat-session.binding.ts';

defineFlowPathTests(chatSessionBinding);
