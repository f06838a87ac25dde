import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterfaceLanguage, Language } from '@his/shared/constants';
import { interfaceLanguageTags, languages } from '@his/shared/constants';
import { chooseLanguage } from '@/lib/i18n.ts';
import { isInterfaceLanguage, isLanguage, languageTags } from '@/lib/language.ts';
import { wantOtherFaces } from '../other-faces.ts';
import styles from './language-picker.module.css';

/** Each language is named in itself, so a reader finds theirs whatever the page shows. */
const autonyms: Record<Language, string> = { EN: 'English', KM: 'ខ្មែរ', CN: '中文' };

const otherLanguages = (Object.keys(interfaceLanguageTags) as InterfaceLanguage[]).filter(
  (language) => !isLanguage(language),
);

type Names = Record<InterfaceLanguage, string>;

/**
 * The other languages' names, a chunk of their own: asked for once the picker shows, so the
 * first screen's script does not carry them.
 */
const useOtherNames = (): Names | undefined => {
  const [names, setNames] = useState<Names>();
  useEffect(() => {
    let live = true;
    void import('@his/shared/i18n/language-names').then(
      (module) => live && setNames(module.languageNames),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return names;
};

/**
 * The language picker of the header; the choice is kept in `hisLang`. A native list: the core
 * three first, then the other languages in a group, which the browser scrolls, opens by keyboard
 * and jumps through by typed letters, and shows as the system's own picker on a phone.
 *
 * The group lists every other language once a player reaches for the picker (a pointer over it,
 * a touch, focus: all before the list opens); until then it holds only the language on screen.
 * The browser lays out every name of a closed list to size it, and the other names are in a
 * dozen scripts (Thai, Arabic, Devanagari, Japanese …) that each send it looking for a system
 * font: on a lobby's first screen that was about 100 of its 340 ms of layout (unthrottled,
 * Chromium on Linux), 52 ms of it in font fallbacks.
 */
export const LanguagePicker = () => {
  const { t, i18n } = useTranslation();
  const names = useOtherNames();
  const [reached, setReached] = useState(false);
  const shown =
    names && reached
      ? otherLanguages
      : otherLanguages.filter((language) => language === i18n.language);
  const reaching = () => {
    wantOtherFaces(i18n.language);
    setReached(true);
  };
  return (
    <select
      className={styles.select}
      aria-label={t('language.label')}
      value={i18n.language}
      onPointerEnter={reaching}
      onPointerDown={reaching}
      onFocus={reaching}
      onChange={(event) => {
        const next = event.target.value;
        if (isInterfaceLanguage(next)) void chooseLanguage(i18n, next);
      }}
    >
      {languages.map((language) => (
        <option key={language} value={language} lang={languageTags[language]}>
          {autonyms[language]}
        </option>
      ))}
      {shown.length > 0 && (
        <optgroup label={t('language.more')}>
          {shown.map((language) => (
            <option key={language} value={language} lang={languageTags[language]} dir="auto">
              {names?.[language] ?? language}
            </option>
          ))}
        </optgroup>
      )}
    </select>
  );
};
