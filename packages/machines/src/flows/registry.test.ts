import { describe, expect, it } from 'vitest';
import { auditMachine } from '../testing/describe-machine.ts';
import { normaliseMachine } from './normalise.ts';
import { flows } from './registry.ts';

// Vite (Vitest) expands `import.meta.glob` at transform time; the machines tsconfig carries no
// Vite or Node types, so only this one signature is declared.
declare global {
  interface ImportMeta {
    glob(pattern: string): Record<string, () => Promise<unknown>>;
  }
}

/** Machines that are not flows of the site, with the reason. */
const notFlows: Record<string, string> = {
  sample: 'the model-test tooling’s own fixture (src/testing), not a flow of the site',
};

const camelCase = (kebab: string) =>
  kebab.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

describe('flow registry', () => {
  it('registers every machine under src/ (or names why it is not a flow)', () => {
    const machineFiles = Object.keys(import.meta.glob('../*/*.machine.ts'));
    const found = machineFiles.map((file) =>
      camelCase(file.split('/').at(-1)?.replace('.machine.ts', '') ?? ''),
    );
    expect(found.length).toBeGreaterThan(0);
    const registered = new Set(flows.map((flow) => flow.id));
    expect(
      found.filter((id) => !registered.has(id) && !(id in notFlows)),
      'machines missing from src/flows/registry.ts',
    ).toEqual([]);
  });

  it('gives each flow a unique id equal to its machine id and the spec of that machine', () => {
    expect(new Set(flows.map((flow) => flow.id)).size).toBe(flows.length);
    for (const flow of flows) {
      expect(flow.id).toBe(flow.machine.id);
      expect(flow.model.machine).toBe(flow.machine);
      expect(flow.title.trim()).not.toBe('');
      expect(flow.description.trim()).not.toBe('');
    }
  });

  it('lists the done, error and after event of every such transition (unless waived)', () => {
    const missing = flows.flatMap((flow) => {
      const alphabet = new Set(Object.values(flow.model.events).map((event) => event.type));
      const waived = new Set(flow.model.waivers.map((waiver) => waiver.transition));
      return normaliseMachine(flow.machine)
        .transitions.filter((t) => t.kind === 'done' || t.kind === 'error' || t.kind === 'after')
        .filter((t) => t.event !== null && !alphabet.has(t.event) && !waived.has(t.id))
        .map((t) => `${flow.id}: ${t.event ?? ''}`);
    });
    expect(missing).toEqual([]);
  });

  it.each(flows.map((flow) => [flow.id, flow] as const))(
    '%s names every guard, action, actor and delay, ids every invoke and describes every state',
    (_, flow) => {
      expect(auditMachine(flow.machine)).toEqual([]);
    },
  );
});
