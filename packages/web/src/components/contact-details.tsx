import { useTranslation } from 'react-i18next';
import { loadHelpItems } from '@/lib/help-items.ts';
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

/** The contact item, its HTML already sanitised (the sanitiser loads only on these pages). */
const loadContact = async (signal: AbortSignal) => {
  const [items, { safeHtml }] = await Promise.all([
    loadHelpItems(signal),
    import('@/lib/safe-html.ts'),
  ]);
  const item = items.find((candidate) => candidate.tag === contactTag);
  return item ? { title: item.title, html: safeHtml(item.content) } : null;
};

const LoadedContact = ({ heading }: { heading: string }) => {
  const contact = useLoad(loadContact);
  if (contact.status !== 'done' || !contact.value) return null;
  return (
    <section aria-label={heading}>
      <h2>{contact.value.title}</h2>
      {/* Platform HTML, sanitised: it can format text but run nothing. */}
      <div dangerouslySetInnerHTML={{ __html: contact.value.html }} />
    </section>
  );
};
