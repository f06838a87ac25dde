import type { en } from '@his/shared/i18n/en';
import type { AgentCenterStrings } from '@/lib/agent-center-i18n/en.ts';
import type { AnnouncementsStrings } from '@/lib/announcements-i18n/en.ts';
import type { MemberCenterStrings } from '@/lib/member-center-i18n/en.ts';
import type { PointsStrings } from '@/lib/points-i18n/en.ts';
import type { PromotionsStrings } from '@/lib/promotions-i18n/en.ts';
import type { VipStrings } from '@/lib/vip-i18n/en.ts';
import type { ServiceStrings } from '@/lib/customer-service-i18n/en.ts';
import type { FeedbackStrings } from '@/lib/feedback-i18n/en.ts';
import type { JoinStrings } from '@/lib/join-i18n/en.ts';
import type { AppDownloadStrings } from '@/lib/app-download-i18n/en.ts';
import type { ChatStrings } from '@/lib/chat-i18n/en.ts';

// Keys are typed from the English catalogue: `t('nav.hmoe')` fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The centers' namespaces come with their chunks (lib/member-center-i18n, lib/agent-center-i18n).
    resources: {
      translation: typeof en;
      memberCenter: MemberCenterStrings;
      points: PointsStrings;
      agentCenter: AgentCenterStrings;
      promotions: PromotionsStrings;
      vip: VipStrings;
      announcements: AnnouncementsStrings;
      service: ServiceStrings;
      feedback: FeedbackStrings;
      join: JoinStrings;
      appDownload: AppDownloadStrings;
      chat: ChatStrings;
    };
  }
}
