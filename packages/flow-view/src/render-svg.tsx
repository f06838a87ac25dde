import { renderToStaticMarkup } from 'react-dom/server';
import type { FlowDescription } from '@his/machines/flows/normalise';
import { FlowDiagram } from './flow-diagram.tsx';
import { layoutFlow } from './layout.ts';

export interface RenderFlowSvgOptions {
  /** The sha256 of the flow's JSON description, recorded in the file's `<metadata>`. */
  sha256: string;
  title?: string;
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A standalone SVG file of a flow: the viewer's own {@link FlowDiagram}, laid out in Node and
 * rendered to static markup, with the flow id and the hash of its description in `<metadata>`
 * so a kept copy can be matched to the JSON it was drawn from. Deterministic: the same
 * description gives the same bytes.
 */
export const renderFlowSvg = async (
  description: FlowDescription,
  { sha256, title }: RenderFlowSvgOptions,
): Promise<string> => {
  const layout = await layoutFlow(description);
  const markup = renderToStaticMarkup(
    <FlowDiagram description={description} layout={layout} title={title ?? description.id} />,
  );
  const metadata =
    `<metadata><flow xmlns="urn:his:flows" id="${escapeXml(description.id)}" ` +
    `sha256="${escapeXml(sha256)}"/></metadata>`;
  const opening = markup.indexOf('>') + 1;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${markup.slice(0, opening)}${metadata}${markup.slice(opening)}\n`;
};
