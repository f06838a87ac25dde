import { diagramCss } from '@his/flow-view/style';

let adopted = false;

/**
 * The diagram embeds its stylesheet in the `<svg>` so an exported file stands alone, but the
 * site's CSP (`style-src 'self'`, no inline style) blocks that `<style>` in the page. A
 * constructed stylesheet is not inline markup and the CSP lets it apply, so the viewer adopts
 * the very same rules once.
 */
export const adoptDiagramStyles = (): void => {
  if (adopted || typeof CSSStyleSheet !== 'function' || !('adoptedStyleSheets' in document)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(diagramCss);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  adopted = true;
};
