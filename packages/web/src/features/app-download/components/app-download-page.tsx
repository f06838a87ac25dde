import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { addAppDownloadStrings } from '@/lib/app-download-i18n/add-strings.ts';
import { isLanguage } from '@/lib/language.ts';
import { guideForDevice, type GuideKind } from '../device-guide.ts';
import { useInstall, type InstallView } from './use-install.ts';
import styles from './app-download-page.module.css';

/**
 * The site's own screens at 390 px in each language (scripts/install-guide-screenshots.ts):
 * `home`, `down` and `login`, as `<screen>-<language>.webp`.
 */
const screenshots = import.meta.glob<string>('../screenshots/*.webp', {
  eager: true,
  query: '?url',
  import: 'default',
});
const screenshot = (screen: string, language: string): string | undefined =>
  screenshots[`../screenshots/${screen}-${language.toLowerCase()}.webp`];

/** The app's icon, as the home screen shows it (public/icons, precached by the worker). */
const appIcon = '/icons/icon-192.png';

const useAppDownloadText = () => {
  const { t, i18n } = useTranslation('appDownload');
  addAppDownloadStrings(i18n);
  return { t, language: isLanguage(i18n.language) ? i18n.language : 'EN' };
};

const statusKey = {
  standalone: 'install.standalone',
  installed: 'install.installed',
  asking: 'install.asking',
  dismissed: 'install.dismissed',
  none: 'install.unavailable',
} as const satisfies Record<Exclude<InstallView, 'offer'>, string>;

/** The install button while the browser offers installation, else what the player can do. */
const InstallArea = () => {
  const { t } = useAppDownloadText();
  const { view, install } = useInstall();
  return (
    <section className={styles.install} aria-labelledby="install-heading">
      <img className={styles.icon} src={appIcon} alt="" width={72} height={72} />
      <div className={styles.installText}>
        <h2 id="install-heading">{t('install.heading')}</h2>
        {/* A live region: the answer to the browser's dialog is announced where it is shown. */}
        <p role="status" className={styles.muted}>
          {view === 'offer' ? '' : t(statusKey[view])}
        </p>
        {view === 'offer' && (
          <Button variant="primary" onClick={() => void install()}>
            {t('install.button')}
          </Button>
        )}
      </div>
    </section>
  );
};

const steps = ['open', 'menu', 'install', 'launch'] as const;
/** The site's screen shown beside each step; the install step shows the icon it adds. */
const stepScreen = { open: 'home', menu: 'down', install: null, launch: 'login' } as const;

const Guide = ({ kind }: { kind: GuideKind }) => {
  const { t, language } = useAppDownloadText();
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => {
        const screen = stepScreen[step];
        const src = screen ? screenshot(screen, language) : appIcon;
        return (
          <li key={step} className={styles.step}>
            <div className={styles.picture}>
              {src && (
                <img
                  className={screen ? styles.screen : styles.stepIcon}
                  src={src}
                  alt={t(`${kind}.${step}.image`)}
                  width={screen ? 195 : 96}
                  height={screen ? 422 : 96}
                  loading="lazy"
                  decoding="async"
                />
              )}
            </div>
            <div className={styles.stepText}>
              <h3>
                <span className={styles.stepNumber}>{t('guides.step', { number: index + 1 })}</span>
                {t(`${kind}.${step}.title`)}
              </h3>
              <p>{t(`${kind}.${step}.text`)}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
};

/**
 * `/down` (SPEC §2): installs the site as an app. The button shows while the browser offers
 * installation (Chromium's `beforeinstallprompt`, kept by pwa/install.ts); the guides cover the
 * browsers that offer none (Safari) or whose player prefers the menu. The device picks the
 * guide shown first; the other is one tab away. Browsers' own menus cannot be captured, so
 * each step shows the site's screen at that point and says in words where the browser's
 * button is.
 */
export const AppDownloadPage = () => {
  const { t } = useTranslation();
  const text = useAppDownloadText();
  const [first] = useState(() => guideForDevice(navigator.userAgent, navigator.maxTouchPoints));
  const [guide, setGuide] = useState<GuideKind>(first);
  const kinds: GuideKind[] = first === 'ios' ? ['ios', 'android'] : ['android', 'ios'];
  return (
    <div className={styles.page}>
      <h1>{t('pages.titles.down')}</h1>
      <p className={styles.muted}>{text.t('intro')}</p>
      <InstallArea />
      <section className={styles.guides} aria-labelledby="guides-heading">
        <h2 id="guides-heading">{text.t('guides.heading')}</h2>
        <p className={styles.muted}>{text.t('guides.note')}</p>
        <Tabs
          label={text.t('guides.heading')}
          tabs={kinds.map((kind) => ({ value: kind, label: text.t(`guides.${kind}`) }))}
          selected={guide}
          onSelect={setGuide}
        >
          <Guide kind={guide} />
        </Tabs>
      </section>
    </div>
  );
};
