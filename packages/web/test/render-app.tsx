import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import type { Language } from '@his/shared/constants';
import { cn } from '@his/shared/i18n/cn';
import type { Catalogue } from '@his/shared/i18n/en';
import { en } from '@his/shared/i18n/en';
import { km } from '@his/shared/i18n/km';
import { App } from '@/app/app.tsx';
import { startBootLoads } from '@/app/boot-loads.ts';
import { appRoutes } from '@/app/router.tsx';
import { createI18n } from '@/lib/i18n.ts';
import { FakeBff } from './fake-bff.ts';

interface RenderAppOptions {
  path?: string;
  language?: Language;
  bff?: FakeBff;
  /** Start the boot's calls before the app renders, as main.tsx does (app/early-boot.ts). */
  earlyBoot?: boolean;
}

/** Every catalogue, for tests that start in a language (the app downloads its one first). */
export const catalogues: Record<Language, Catalogue> = { EN: en, KM: km, CN: cn };

/** The whole app (real machines, real routes) in a memory router, over a fake bff. */
export const renderApp = ({
  path = '/',
  language = 'EN',
  bff = new FakeBff(),
  earlyBoot = false,
}: RenderAppOptions = {}) => {
  bff.install();
  const bootLoads = earlyBoot ? startBootLoads() : undefined;
  // As in the app: the first language's catalogue only; a switch downloads the next one.
  const i18n = createI18n(language, { [language]: catalogues[language] });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<App i18n={i18n} router={router} bootLoads={bootLoads} />);
  return { ...view, bff, i18n, router, user };
};
