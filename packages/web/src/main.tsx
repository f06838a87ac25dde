import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { createI18n } from './lib/i18n.ts';
import { initialLanguage } from './lib/language.ts';
import '@fontsource-variable/noto-sans-khmer';
import '@fontsource-variable/noto-sans-sc';
import './styles/tokens.css';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

const startSite = (element: HTMLElement) => {
  const i18n = createI18n(initialLanguage());
  // Created before the first render: the first page chunk loads while boot runs.
  const router = createAppRouter();
  createRoot(element).render(
    <StrictMode>
      <App i18n={i18n} router={router} />
    </StrictMode>,
  );
};

// The flows viewer is an app of its own (app/flows-viewer-app.tsx). The flag is read here, in
// the module holding the import(): a build with VITE_FLOWS_VIEWER=off drops the viewer's
// chunks only when the constant folds in the same module as the dynamic import.
if (
  import.meta.env.VITE_FLOWS_VIEWER !== 'off' &&
  /^\/flows(\/|$)/.test(window.location.pathname)
) {
  void import('./app/flows-viewer-app.tsx').then(({ renderFlowsViewer }) =>
    renderFlowsViewer(createRoot(root)),
  );
} else {
  startSite(root);
}
