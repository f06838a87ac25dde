import { useTranslation } from 'react-i18next';
import type { Language } from '@his/shared/constants';
import { languages } from '@his/shared/constants';
import { chooseLanguage } from '@/lib/i18n.ts';
import { isLanguage, languageTags } from '@/lib/language.ts';
import styles from './language-picker.module.css';

/** Each language is named in itself, so a reader finds theirs whatever the page shows. */
const autonyms: Record<Language, string> = { EN: 'English', KM: 'ខ្មែរ', CN: '中文' };

/** The language picker of the header; the choice is kept in `hisLang`. */
export const LanguagePicker = () => {
  const { t, i18n } = useTranslation();
  return (
    <select
      className={styles.select}
      aria-label={t('language.label')}
      value={i18n.language}
      onChange={(event) => {
        const next = event.target.value;
        if (isLanguage(next)) void chooseLanguage(i18n, next);
      }}
    >
      {languages.map((language) => (
        <option key={language} value={language} lang={languageTags[language]}>
          {autonyms[language]}
        </option>
      ))}
    </select>
  );
};
