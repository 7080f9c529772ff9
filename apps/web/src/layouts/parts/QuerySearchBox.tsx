import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DELAY_MS } from '../../lib/useListParams.ts';
import { usePageSearchParams } from '../../lib/usePageSearchParams.ts';

/** The top bar's query search box: keeps searchText (and a fresh searchId) in the query. */
export function QuerySearchBox() {
  const { t } = useTranslation();
  const [params, setParams] = usePageSearchParams();
  const [value, setValue] = useState(params.get('searchText') ?? '');
  useEffect(() => setValue(params.get('searchText') ?? ''), [params]);
  const apply = useDebouncedCallback((text: string) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (text) next.set('searchText', text);
        else next.delete('searchText');
        next.set('searchId', Math.random().toString(36).slice(2, 10));
        // New words start every result section at its first page (spec-1 section 9 page parameters).
        for (const key of [...next.keys()]) if (key.startsWith('pageNumFor')) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, SEARCH_DELAY_MS);
  return (
    <TextInput
      role="searchbox"
      aria-label={t('general:search_placeholder')}
      placeholder={t('general:search_placeholder')}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(e) => {
        setValue(e.currentTarget.value);
        apply(e.currentTarget.value);
      }}
      radius="xl"
      w={{ base: '100%', sm: 280 }}
    />
  );
}
