import { defineModelSuite } from './vitest-model-suite.ts';
import { sampleFlowModel } from './sample.flow-model.ts';

// The tooling's own model test: eventless (`always`) and delayed (`after`) transitions included.
defineModelSuite(sampleFlowModel);
