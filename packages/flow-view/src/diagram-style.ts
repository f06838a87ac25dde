import { font } from './theme.ts';

/**
 * The diagram's stylesheet, embedded in the `<svg>` so an exported file renders the same as the
 * viewer without any CSS file. Every rule is scoped to `.flow-diagram`, so several diagrams on
 * one page share it harmlessly.
 */
export const diagramCss = `
.flow-diagram { font-family: ${font.family}; background: #ffffff; }
.flow-diagram text { fill: #1d2733; }
.flow-diagram .box { fill: #ffffff; stroke: #6b7a8c; stroke-width: 1.5; }
.flow-diagram .type-compound > .box, .flow-diagram .type-parallel > .box { fill: #f6f8fb; }
.flow-diagram .is-root > .box { fill: #fbfcfe; stroke: #3d4b5c; }
.flow-diagram .is-region > .box { stroke-dasharray: 6 4; fill: #fdfdfe; }
.flow-diagram .inner { fill: none; stroke: #6b7a8c; stroke-width: 1.2; }
.flow-diagram .rule { stroke: #d5dbe3; stroke-width: 1; }
.flow-diagram .key { font-size: ${font.key.size}px; font-weight: bold; }
.flow-diagram .chip rect { fill: #e7edf8; stroke: #b9c6de; stroke-width: 0.8; }
.flow-diagram .chip text { font-size: ${font.chip.size}px; fill: #2f3f5a; }
.flow-diagram .row { font-size: ${font.row.size}px; }
.flow-diagram .row .kw { fill: #6a4c93; font-weight: normal; }
.flow-diagram .history circle { fill: #ffffff; stroke: #6b7a8c; stroke-width: 1.5; }
.flow-diagram .history text { font-size: 12px; font-weight: bold; text-anchor: middle; }
.flow-diagram .initial circle, .flow-diagram .initial .head { fill: #1d2733; }
.flow-diagram .initial path { fill: none; stroke: #1d2733; stroke-width: 1.4; }
.flow-diagram .edge .line { fill: none; stroke: #5d6773; stroke-width: 1.4; }
.flow-diagram .edge .head { fill: #5d6773; }
.flow-diagram .edge .hit { fill: none; stroke: transparent; stroke-width: 10; }
.flow-diagram .kind-always .line { stroke-dasharray: 5 4; }
.flow-diagram .label rect { fill: #ffffff; fill-opacity: 0.92; stroke: none; }
.flow-diagram .label text { font-size: ${font.label.size}px; }
.flow-diagram .label .trigger { fill: #0f3d73; }
.flow-diagram .kind-always .trigger, .flow-diagram .kind-after .trigger { fill: #7a4b00; font-style: italic; }
.flow-diagram .kind-done .trigger { fill: #1d6b35; }
.flow-diagram .kind-error .trigger { fill: #a32020; }
.flow-diagram .guard { fill: #6a4c93; }
.flow-diagram .actions { fill: #4d5966; }
.flow-diagram .internal .loop { fill: none; stroke: #5d6773; stroke-width: 1.2; }
.flow-diagram [role='button'] { cursor: pointer; outline: none; }
.flow-diagram .cov-both > .box { fill: #e2f4e6; stroke: #2e7d32; }
.flow-diagram .cov-unit > .box { fill: #e4ecfb; stroke: #2b59c3; }
.flow-diagram .cov-browser > .box { fill: #fff3d6; stroke: #b7791f; }
.flow-diagram .cov-waived > .box { fill: #f0f0f0; stroke: #8a8a8a; stroke-dasharray: 3 3; }
.flow-diagram .cov-none > .box { fill: #fde8e8; stroke: #c62828; }
.flow-diagram .edge.cov-both .head { fill: #2e7d32; }
.flow-diagram .edge.cov-both .line { stroke: #2e7d32; stroke-width: 2; }
.flow-diagram .edge.cov-unit .head { fill: #2b59c3; }
.flow-diagram .edge.cov-unit .line { stroke: #2b59c3; stroke-width: 2; }
.flow-diagram .edge.cov-browser .head { fill: #b7791f; }
.flow-diagram .edge.cov-browser .line { stroke: #b7791f; stroke-width: 2; }
.flow-diagram .edge.cov-waived .head { fill: #8a8a8a; }
.flow-diagram .edge.cov-waived .line { stroke: #8a8a8a; stroke-dasharray: 2 3; }
.flow-diagram .edge.cov-none .head { fill: #c62828; }
.flow-diagram .edge.cov-none .line { stroke: #c62828; stroke-width: 2; }
.flow-diagram .edge.cov-none .label rect { fill: #fde8e8; fill-opacity: 1; }
.flow-diagram .state.is-active > .box { fill: #e3f5e8; stroke: #137a34; stroke-width: 3; }
.flow-diagram .edge.is-last .line { stroke: #d26a00; stroke-width: 3; }
.flow-diagram .edge.is-last .head { fill: #d26a00; }
.flow-diagram .edge.is-last .label rect { fill: #fff1de; fill-opacity: 1; }
.flow-diagram .is-selected > .box { stroke: #1f5fd6; stroke-width: 3.5; }
.flow-diagram .edge.is-selected .line { stroke: #1f5fd6; stroke-width: 3; }
.flow-diagram .edge.is-selected .head { fill: #1f5fd6; }
.flow-diagram .edge.is-selected .label rect { fill: #e4ecfb; fill-opacity: 1; stroke: #1f5fd6; stroke-width: 1; }
.flow-diagram .state:focus-visible > .box { stroke: #b35c00; stroke-width: 3.5; }
.flow-diagram .edge:focus-visible .label rect { stroke: #b35c00; stroke-width: 2; fill-opacity: 1; }
.flow-diagram .edge:focus-visible .line { stroke-width: 3; }
`;
