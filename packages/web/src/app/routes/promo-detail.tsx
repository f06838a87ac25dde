import { PromotionDetailPage } from '@/features/promotions/components/promotion-detail-page.tsx';

/** `/promoDetail?id=`: one promotion and the member's part in it (SPEC §2). */
export const Component = PromotionDetailPage;
