import { useTranslation } from 'react-i18next';
import { loadHelpItems } from '@/lib/help-items.ts';
import { safeHtml } from '@/lib/safe-html.ts';
import { useLoad } from '@/lib/use-load.ts';

/** The help item Contact Us falls back to (the platform's `contact-us` tag). */
const contactTag = 'contact-us';

/**
 * The platform's contact page, inline: where the site itself is closed (maintenance, IP
 * restriction) a Contact Us that opens the site in a popup would only show the closed site
 * again (#10), so the ways to reach customer service show right here.
 */
export const ContactDetails = () => {
  const { t, i18n } = useTranslation();
  return <LoadedContact key={i18n.language} heading={t('status.contactUs')} />;
};

const LoadedContact = ({ heading }: { heading: string }) => {
  const help = useLoad(loadHelpItems);
  if (help.status !== 'done') return null;
  const item = help.value.find((candidate) => candidate.tag === contactTag);
  if (!item) return null;
  return (
    <section aria-label={heading}>
      <h2>{item.title}</h2>
      {/* Platform HTML, sanitised: it can format text but run nothing. */}
      <div dangerouslySetInnerHTML={{ __html: safeHtml(item.content) }} />
    </section>
  );
};
