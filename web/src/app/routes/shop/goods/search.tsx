import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { ProductSearch } from '@/features/shop/components/product-search';

/** /shop/goods/search?words=: the shop's search, its words in the URL so back returns to them. */
export function Component() {
  const { t } = useTranslation(['screens', 'shop']);
  const [search, setSearch] = useSearchParams();
  return (
    <Page title={t('screens:shopSearch')}>
      <ProductSearch
        initialWords={search.get('words') ?? ''}
        onSearched={(words) => setSearch(words ? { words } : {}, { replace: true })}
      />
    </Page>
  );
}
