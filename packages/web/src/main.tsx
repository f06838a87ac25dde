import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { createI18n } from './lib/i18n.ts';
import { initialLanguage } from './lib/language.ts';
import '@fontsource-variable/noto-sans-khmer';
import './styles/tokens.css';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

const i18n = createI18n(initialLanguage());
// Created before the first render: the first page chunk loads while boot runs.
const router = createAppRouter();

createRoot(root).render(
  <StrictMode>
    <App i18n={i18n} router={router} />
  </StrictMode>,
);
