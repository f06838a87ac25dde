import { describe, expect, it } from 'vitest';
import { flows } from '../flows/registry.ts';

// Vite (Vitest) expands `import.meta.glob` at transform time; this overload reads the files'
// text (the other signature is declared in `flows/registry.test.ts`).
declare global {
  interface ImportMeta {
    glob(
      pattern: string,
      options: { query: '?raw'; import: 'default'; eager: true },
    ): Record<string, string>;
  }
}

describe('model suites', () => {
  it('runs the registry model suite of every registered flow, once', () => {
    const files = import.meta.glob('../*/*.model.test.ts', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const suites = Object.values(files).flatMap((text) =>
      [...text.matchAll(/defineFlowModelSuite\('([^']+)'\)/g)].map((match) => match[1]),
    );
    expect(suites.sort()).toEqual(flows.map((flow) => flow.id).sort());
  });
});
