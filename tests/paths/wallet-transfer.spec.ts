import { defineFlowPathTests } from './support/runner.ts';
import { walletTransferBinding } from './wallet-transfer.binding.ts';

defineFlowPathTests(walletTransferBinding);
