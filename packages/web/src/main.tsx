// Before any chunk with zod: no schema probes for eval, which the page's policy refuses.
import './lib/zod-config.ts';
// Next: its body starts the boot's calls before the rest of the app's code is evaluated.
import { earlyBootLoads, firstCatalogue, firstLanguage, flowsPath } from './app/early-boot.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { startI18n } from './lib/i18n.ts';
import { nextTask } from './lib/next-task.ts';
import { startInstallableApp } from './pwa/install.ts';
import '@fontsource-variable/noto-sans-khmer';
import './styles/tokens.css';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

const startSite = async (element: HTMLElement) => {
  // The modules' evaluation (and the boot's calls) took this task; the router's first
  // navigation, which starts the first page chunk's download, takes the next one.
  await nextTask();
  // Created first: the first page chunk loads while the catalogue arrives.
  const router = createAppRouter();
  const i18n = await startI18n(firstLanguage, firstCatalogue);
  // The first render as a transition: React renders it in slices of a few milliseconds that
  // yield to the browser between them, not in one long task (the boot splash stays until the
  // commit, as before).
  const reactRoot = createRoot(element);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App i18n={i18n} router={router} bootLoads={earlyBootLoads} />
      </StrictMode>,
    ),
  );
};

// The flows viewer is an app of its own (app/flows-viewer-app.tsx). The flag is read here, in
// the module holding the import(): a build with VITE_FLOWS_VIEWER=off drops the viewer's
// chunks only when the constant folds in the same module as the dynamic import.
if (import.meta.env.VITE_FLOWS_VIEWER !== 'off' && flowsPath.test(window.location.pathname)) {
  void import('./app/flows-viewer-app.tsx').then(({ renderFlowsViewer }) =>
    renderFlowsViewer(createRoot(root)),
  );
} else {
  startInstallableApp();
  void startSite(root);
}
