import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import type { Language } from '@his/shared/constants';
import { App } from '@/app/app.tsx';
import { appRoutes } from '@/app/router.tsx';
import { createI18n } from '@/lib/i18n.ts';
import { FakeBff } from './fake-bff.ts';

interface RenderAppOptions {
  path?: string;
  language?: Language;
  bff?: FakeBff;
}

/** The whole app (real machines, real routes) in a memory router, over a fake bff. */
export const renderApp = ({
  path = '/',
  language = 'EN',
  bff = new FakeBff(),
}: RenderAppOptions = {}) => {
  bff.install();
  const i18n = createI18n(language);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<App i18n={i18n} router={router} />);
  return { ...view, bff, i18n, router, user };
};
