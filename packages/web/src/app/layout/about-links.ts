import type { z } from 'zod';
import type { resourceSchema } from '@his/shared/schemas/system';
import type { Language } from '@his/shared/constants';
import type { AboutTopic } from '@/config/site.ts';
import { aboutTopics } from '@/config/site.ts';
import type { Messenger } from '@/lib/customer-service.ts';
import { messengerTypes } from '@/lib/customer-service.ts';

type Resource = z.infer<typeof resourceSchema>;

export interface AboutLink {
  /** Our topic when the resource is one of SPEC §2's seven (translated label), else null. */
  topic: AboutTopic | null;
  /** The platform's own label, for resources outside the seven. */
  label: string;
  /** Help center anchor (SPEC §2: footer links open help). */
  to: string;
}

const normalise = (value: string) => value.toLowerCase().replace(/[^a-z]/g, '');

// The platform's resource type names are not documented (UPSTREAM.md §8); these are the
// spellings a merchant is likely to use for each topic.
const aliases: Record<AboutTopic, readonly string[]> = {
  aboutCompany: ['aboutcompany', 'aboutus', 'about'],
  contactUs: ['contactus', 'contact'],
  terms: ['terms', 'termsandconditions', 'generaltermsandconditions', 'tnc', 'tc'],
  responsibleGaming: ['responsiblegaming', 'responsiblegambling'],
  privacy: ['privacy', 'privacypolicy'],
  affiliates: ['affiliates', 'affiliate'],
  refund: ['refund', 'refundpolicy'],
};

const topicOf = (resourceType: string): AboutTopic | null =>
  aboutTopics.find((topic) => aliases[topic].includes(normalise(resourceType))) ?? null;

const helpAnchor = (tag: string) => `/helpmc#${encodeURIComponent(tag)}`;

// The resource's own address when it stays on this site; its help anchor otherwise.
const linkOf = (resource: Resource): string =>
  resource.url.startsWith('/') && !resource.url.startsWith('//')
    ? resource.url
    : helpAnchor(resource.resourceType);

/**
 * The footer's about list from the permission call's resources, in SPEC §2 order, then any
 * other resource the merchant configured. Without resources, the seven topics still show.
 */
export const aboutLinks = (resources: readonly Resource[], language: Language): AboutLink[] => {
  if (resources.length === 0) {
    return aboutTopics.map((topic) => ({ topic, label: '', to: helpAnchor(topic) }));
  }
  const known = aboutTopics.flatMap((topic): AboutLink[] => {
    const resource = resources.find((item) => topicOf(item.resourceType) === topic);
    return resource ? [{ topic, label: '', to: linkOf(resource) }] : [];
  });
  const others = resources
    .filter((resource) => topicOf(resource.resourceType) === null)
    // The house's messengers are the customer-service bar's, not help topics.
    .filter(
      (resource) => !messengerTypes.includes(resource.resourceType.toUpperCase() as Messenger),
    )
    .map((resource) => ({
      topic: null,
      label: language === 'CN' ? resource.labelNameCn : resource.labelNameEn,
      to: linkOf(resource),
    }));
  return [...known, ...others];
};
