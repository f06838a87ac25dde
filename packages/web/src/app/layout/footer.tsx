import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { site } from '@/config/site.ts';
import { PartnerLogos } from '@/features/lobby/components/partner-logos.tsx';
import { BootActor } from '@/lib/actors.ts';
import { isLanguage } from '@/lib/language.ts';
import { aboutLinks } from './about-links.ts';
import styles from './footer.module.css';

const noResources: never[] = [];

/**
 * Partner vendor logos (from the game-vendor lanes), help links, the about list, the
 * description, copyright and the 18+ notice (SPEC §2).
 */
export const Footer = () => {
  const { t, i18n } = useTranslation();
  const resources = BootActor.useSelector(
    (snapshot) => snapshot.context.permission?.info.resources ?? noResources,
  );
  const language = isLanguage(i18n.language) ? i18n.language : 'EN';
  const about = aboutLinks(resources, language);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <PartnerLogos />
        <div className={styles.columns}>
          <section aria-labelledby="footer-help">
            <h2 id="footer-help" className={styles.title}>
              {t('footer.helpTitle')}
            </h2>
            <ul className={styles.list}>
              <li>
                <Link to="/helpmc">{t('footer.helpCenter')}</Link>
              </li>
              <li>
                <Link to="/noticePage">{t('pages.titles.noticePage')}</Link>
              </li>
              <li>
                <Link to="/down">{t('nav.download')}</Link>
              </li>
              <li>
                <Link to="/join">{t('pages.titles.join')}</Link>
              </li>
              <li>
                <Link to="/feedback">{t('pages.titles.feedback')}</Link>
              </li>
            </ul>
          </section>
          <section aria-labelledby="footer-about">
            <h2 id="footer-about" className={styles.title}>
              {t('footer.aboutTitle')}
            </h2>
            <ul className={styles.list}>
              {about.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>
                    {link.topic ? t(`footer.about.${link.topic}`) : link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <p className={styles.text}>{t('footer.description', { brand: site.brand })}</p>
        </div>
        <p className={styles.age}>
          <span className={styles.badge}>{t('footer.ageBadge')}</span>
          {t('footer.ageNotice')}
        </p>
        <p className={styles.text}>{t('footer.copyright', { brand: site.brand })}</p>
      </div>
    </footer>
  );
};
