import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { gameCategories } from '@/config/site.ts';
import styles from './marketing-pitch.module.css';

/**
 * The home page's pitch (SPEC §1): register, play, win; the offer's size; the licence claim,
 * stated in copy only; 18+.
 */
export const MarketingPitch = () => {
  const { t } = useTranslation();
  const steps = [
    { title: t('home.stepRegisterTitle'), text: t('home.stepRegisterText') },
    { title: t('home.stepPlayTitle'), text: t('home.stepPlayText') },
    { title: t('home.stepWinTitle'), text: t('home.stepWinText') },
  ];
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          {t('home.title')}
        </h1>
        <p className={styles.lead}>{t('home.lead')}</p>
        <ul className={styles.claims} aria-label={t('home.offerTitle')}>
          <li className={styles.claim}>{t('home.sportsClaim')}</li>
          <li className={styles.claim}>{t('home.casinoClaim')}</li>
          <li className={styles.claim}>{t('footer.ageBadge')}</li>
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="home-steps">
        <h2 id="home-steps" className={styles.sectionTitle}>
          {t('home.stepsTitle')}
        </h2>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="home-categories">
        <h2 id="home-categories" className={styles.sectionTitle}>
          {t('home.categoriesTitle')}
        </h2>
        <ul className={styles.categories}>
          {gameCategories.map((category) => (
            <li key={category}>
              <Link className={styles.category} to={`/${category}`}>
                {t(`nav.categories.${category}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <p className={styles.fineprint}>
        {t('home.licence')} {t('home.age')}
      </p>
    </>
  );
};
