import { PromotionsPage } from '@/features/promotions/components/promotions-page.tsx';

/** `/promotions`: the promotions by category (SPEC §2). */
export const Component = PromotionsPage;
