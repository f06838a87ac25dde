import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { parseAst } from 'vite';

/**
 * The charts' `description` texts are documentation for the people who read the charts (the
 * flows viewer at /flows shows them); the site itself never reads one. This build plugin gives
 * the site's own code a lean copy of every chart module without them (22 KB of text, 5.6 KB
 * brotli of the first load), while the flows viewer, which imports the charts through their
 * registry (`packages/machines/src/flows`), keeps the whole ones. Nothing else in a module
 * changes, so the lean chart behaves exactly as the whole one; both are the same source.
 */

/** A module of `packages/machines/src` that holds charts: not the flows tooling nor the testing kit. */
const chartModule = /[\\/]packages[\\/]machines[\\/]src[\\/](?!flows[\\/]|testing[\\/])[^?]+\.ts$/;
/** The flows viewer's side: the charts it imports, and what they import, stay whole. */
const flowsTooling = /[\\/]packages[\\/]machines[\\/]src[\\/]flows[\\/]/;
const lean = '?lean';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** `description: 'text'` (or a template without expressions): a description the chart carries. */
const isDescription = (node: Node): boolean => {
  if (node.type !== 'Property' || node.computed === true || node.kind !== 'init') return false;
  const key = node.key as Node;
  const named =
    (key.type === 'Identifier' && key.name === 'description') ||
    (key.type === 'Literal' && key.value === 'description');
  const value = node.value as Node;
  const text =
    (value.type === 'Literal' && typeof value.value === 'string') ||
    (value.type === 'TemplateLiteral' && (value.expressions as unknown[]).length === 0);
  return named && text;
};

/** The source without its description properties (each with the comma after it). */
export const stripDescriptions = (source: string): string => {
  const cuts: [number, number][] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (!isNode(value)) return;
    if (isDescription(value)) {
      const comma = /^\s*,/.exec(source.slice(value.end));
      cuts.push([value.start, value.end + (comma ? comma[0].length : 0)]);
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      if (key !== 'type' && key !== 'start' && key !== 'end') visit(child);
    }
  };
  visit(parseAst(source, { lang: 'ts' }));
  return cuts
    .sort((a, b) => b[0] - a[0])
    .reduce((text, [from, to]) => text.slice(0, from) + text.slice(to), source);
};

export const leanCharts = (): Plugin => ({
  name: 'his:lean-charts',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer || source.endsWith(lean)) return null;
    const whole =
      !importer.endsWith(lean) && (flowsTooling.test(importer) || chartModule.test(importer));
    if (whole) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved || resolved.external || !chartModule.test(resolved.id)) return null;
    return `${resolved.id}${lean}`;
  },
  async load(id) {
    if (!id.endsWith(lean)) return null;
    return stripDescriptions(await readFile(id.slice(0, -lean.length), 'utf8'));
  },
});
