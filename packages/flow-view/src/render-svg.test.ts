// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { normaliseMachine } from '@his/machines/flows/normalise';
import { renderFlowSvg } from './render-svg.tsx';
import { sessionFlow } from './session-flow.test-helper.ts';

const session = normaliseMachine(sessionFlow().machine);
const sha256 = 'a'.repeat(64);

describe('renderFlowSvg', () => {
  it('writes a standalone SVG document with the flow id and hash in its metadata', async () => {
    const svg = await renderFlowSvg(session, { sha256, title: 'Login and session' });
    expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg ')).toBe(true);
    const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
    const root = document.documentElement;
    expect(root.tagName.toLowerCase()).toBe('svg');
    expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    const flow = root.querySelector('metadata > flow');
    expect(flow?.getAttribute('id')).toBe('session');
    expect(flow?.getAttribute('sha256')).toBe(sha256);
    expect(root.querySelector('style')?.textContent).toContain('.flow-diagram');
    expect(root.querySelectorAll('[data-state-id]')).toHaveLength(session.states.length);
    expect(root.querySelectorAll('[data-transition-id]')).toHaveLength(session.transitions.length);
  });

  it('gives the same bytes on every run', async () => {
    expect(await renderFlowSvg(session, { sha256 })).toBe(await renderFlowSvg(session, { sha256 }));
  });
});
