import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
// Relative import: the root package does not depend on @his/machines (its `./flows` export is
// the same module).
import { toMermaid } from '../packages/machines/src/flows/mermaid.ts';
import { normaliseMachine, toStableJson } from '../packages/machines/src/flows/normalise.ts';
import { flows } from '../packages/machines/src/flows/registry.ts';

// Writes, for every registered flow, `<id>.json` (the normalised description, the same text as
// its snapshot) and `<id>.mmd` (Mermaid stateDiagram-v2), plus `index.json` listing the flows
// with the sha256 of each JSON, so an auditor can tell whether a kept copy is still current.
// Usage: tsx scripts/flows-export.ts [outDir]  (default artifacts/flows)
const outDir = resolve(process.argv[2] ?? 'artifacts/flows');
mkdirSync(outDir, { recursive: true });

const index = flows.map((flow) => {
  const description = normaliseMachine(flow.machine);
  const json = toStableJson(description);
  writeFileSync(join(outDir, `${flow.id}.json`), json);
  writeFileSync(join(outDir, `${flow.id}.mmd`), toMermaid(description));
  return {
    id: flow.id,
    title: flow.title,
    description: flow.description,
    json: `${flow.id}.json`,
    mermaid: `${flow.id}.mmd`,
    sha256: createHash('sha256').update(json).digest('hex'),
    states: description.states.length,
    transitions: description.transitions.length,
  };
});
writeFileSync(join(outDir, 'index.json'), toStableJson({ flows: index }));
console.log(`${index.length} flows written to ${outDir}`);
