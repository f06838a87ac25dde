import { describe, expect, it } from 'vitest';
import { normaliseMachine, toStableJson } from './normalise.ts';
import { flows } from './registry.ts';

// One file per flow, so a change to a chart shows in review as a readable JSON diff. After an
// intended change: `pnpm exec vitest run --project machines -u src/flows`.
describe('flow descriptions', () => {
  it.each(flows.map((flow) => [flow.id, flow] as const))(
    '%s matches its snapshot',
    async (id, flow) => {
      await expect(toStableJson(normaliseMachine(flow.machine))).toMatchFileSnapshot(
        `./__snapshots__/${id}.json`,
      );
    },
  );
});
