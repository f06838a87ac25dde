import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
// Relative import: the root package does not depend on @his/machines (its `./flows` export is
// the same module).
import { toMermaid } from '../packages/machines/src/flows/mermaid.ts';
import { normaliseMachine, toStableJson } from '../packages/machines/src/flows/normalise.ts';
import { flows } from '../packages/machines/src/flows/registry.ts';
import { renderFlowSvg } from '../packages/flow-view/src/render-svg.tsx';

// Writes, for every registered flow, `<id>.json` (the normalised description, the same text as
// its snapshot), `<id>.mmd` (Mermaid stateDiagram-v2) and `<id>.svg` (the viewer's diagram,
// laid out in Node, carrying the JSON's sha256 in its metadata), plus `index.json` listing the
// flows with the sha256 of each JSON, so an auditor can tell whether a kept copy is current.
// Usage: tsx scripts/flows-export.ts [outDir]  (default artifacts/flows)
const outDir = resolve(process.argv[2] ?? 'artifacts/flows');
mkdirSync(outDir, { recursive: true });

const index = [];
for (const flow of flows) {
  const description = normaliseMachine(flow.machine);
  const json = toStableJson(description);
  const sha256 = createHash('sha256').update(json).digest('hex');
  writeFileSync(join(outDir, `${flow.id}.json`), json);
  writeFileSync(join(outDir, `${flow.id}.mmd`), toMermaid(description));
  const svg = await renderFlowSvg(description, { sha256, title: flow.title });
  writeFileSync(join(outDir, `${flow.id}.svg`), svg);
  index.push({
    id: flow.id,
    title: flow.title,
    description: flow.description,
    json: `${flow.id}.json`,
    mermaid: `${flow.id}.mmd`,
    svg: `${flow.id}.svg`,
    sha256,
    svgSha256: createHash('sha256').update(svg).digest('hex'),
    states: description.states.length,
    transitions: description.transitions.length,
  });
}
writeFileSync(join(outDir, 'index.json'), toStableJson({ flows: index }));
console.log(`${index.length} flows written to ${outDir}`);
