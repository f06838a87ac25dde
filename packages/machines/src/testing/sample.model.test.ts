import { defineModelSuite } from './vitest-model-suite.ts';
import { sampleTestSpec } from './sample.test-spec.ts';

// The tooling's own model test: eventless (`always`) and delayed (`after`) transitions included.
defineModelSuite(sampleTestSpec);
