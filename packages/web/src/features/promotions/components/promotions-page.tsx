import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { promotionCategories } from '@his/shared/constants';
import type { PromotionCategory } from '@his/shared/schemas/promotions';
import { Button } from '@/components/ui/button.tsx';
import { FormFailure } from '@/components/ui/form-failure.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { site } from '@/config/site.ts';
import { useLoad } from '@/lib/use-load.ts';
import { loadPromotions } from '../api/load-promotions.ts';
import { failureCode } from '../failure-code.ts';
import { usePromotionText } from '../use-promotion-text.ts';
import { PromotionCard } from './promotion-card.tsx';
import styles from './promotions.module.css';

type Tab = PromotionCategory | 'all';

const isCategory = (value: string | null): value is PromotionCategory =>
  (promotionCategories as readonly (string | null)[]).includes(value);

/** One category's promotions; a new `key` loads them again. */
const PromotionGrid = ({ category, onRetry }: { category: Tab; onRetry: () => void }) => {
  const { t } = usePromotionText();
  const loaded = useLoad((signal) => loadPromotions(category === 'all' ? null : category, signal));
  if (loaded.status === 'loading') return <PageLoading />;
  if (loaded.status === 'failed') {
    return (
      <div className={styles.panel}>
        <p>{t('list.loadFailed')}</p>
        <FormFailure code={failureCode(loaded.error)} />
        <div className={styles.actions}>
          <Button onClick={onRetry}>{t('list.retry')}</Button>
        </div>
      </div>
    );
  }
  if (loaded.value.list.length === 0) return <p className={styles.muted}>{t('list.empty')}</p>;
  return (
    <ul className={styles.grid}>
      {loaded.value.list.map((promotion) => (
        <PromotionCard key={promotion.id} promotion={promotion} />
      ))}
    </ul>
  );
};

/**
 * `/promotions` (SPEC §2): the promotions by category (the address keeps the chosen one), each
 * with the member's status (SPEC §4), computed by the platform.
 */
export const PromotionsPage = () => {
  const { t } = usePromotionText();
  const [search, setSearch] = useSearchParams();
  // Each retry is a new grid (its `key`), which loads again.
  const [loads, setLoads] = useState(0);
  const asked = search.get('category');
  const selected: Tab = isCategory(asked) ? asked : 'all';
  const tabs = (['all', ...promotionCategories] as const).map((value) => ({
    value,
    label: t(`categories.${value}`),
  }));
  const select = (value: Tab) => setSearch(value === 'all' ? {} : { category: value });
  return (
    <section className={styles.page}>
      <title>{`${site.brand} · ${t('title')}`}</title>
      <h1>{t('title')}</h1>
      <p className={styles.muted}>{t('intro')}</p>
      <Tabs label={t('categories.label')} tabs={tabs} selected={selected} onSelect={select}>
        <PromotionGrid
          key={`${selected}-${loads}`}
          category={selected}
          onRetry={() => setLoads(loads + 1)}
        />
      </Tabs>
    </section>
  );
};
