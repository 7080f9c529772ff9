import { Alert, Group, SimpleGrid, Text, Title } from '@mantine/core';
import type { SearchAnswer, SearchKind } from '@portal/contracts/search/search';
import { IconSparkles } from '@tabler/icons-react';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { sectionTotalPages } from '../search-paging.ts';
import { numberFormat } from '../../../i18n/number-format.ts';
import { HitCard, HitSkeletons } from './HitCard.tsx';

export interface SectionData {
  kind: SearchKind;
  answer: SearchAnswer | undefined;
  /** A newer search is loading; the last answer stays on show. */
  refreshing: boolean;
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
}

const sectionKey: Record<SearchKind, string> = { company: 'companies', product: 'products', service: 'services' };

/** "Showing results for …": the typed words found nothing, corrected ones did. */
function CorrectedNotice({ query }: { query: string }) {
  const { t } = useTranslation('search');
  return (
    <Alert variant="light" color="blue" icon={<IconSparkles size={18} aria-hidden />} p="xs" data-testid="corrected-query">
      {t('corrected', { query })}
    </Alert>
  );
}

/** One kind's results: heading with the count, the cards and their own page numbers. */
export function ResultSection({ data, empty }: { data: SectionData; empty: ReactNode }) {
  const { t, i18n } = useTranslation('search');
  const { kind, page, pageSize, setPage } = data;
  // A new answer's cards render in the background, in slices: a phone stays responsive while a page of cards is built.
  const answer = useDeferredValue(data.answer);
  const id = `search-${kind}`;
  const count = answer ? numberFormat(i18n.language).format(answer.estimatedTotalHits) : '';
  return (
    <section
      aria-labelledby={id}
      data-testid={`section-${kind}`}
      aria-busy={data.refreshing || undefined}
      style={{ opacity: data.refreshing ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      <ListPage
        gap="sm"
        heading={
          <Group gap="xs" align="baseline">
            <Title order={2} fz="lg" id={id}>
              {t(`section.${sectionKey[kind]}`)}
            </Title>
            {answer && (
              <Text size="sm" c="dimmed" aria-live="polite" data-testid={`count-${kind}`}>
                {t('results_count', { count: answer.estimatedTotalHits, total: answer.totalIsCapped ? `${count}+` : count })}
              </Text>
            )}
          </Group>
        }
        toolbar={answer?.correctedQuery ? <CorrectedNotice query={answer.correctedQuery} /> : null}
        items={answer?.hits}
        skeleton={<HitSkeletons />}
        empty={empty}
        paging={{
          page,
          totalPages: answer && sectionTotalPages(answer.estimatedTotalHits, pageSize),
          onPage: setPage,
          size: 'sm',
          stepBack: true,
          controlLabel: (c) => t(`pagination.${c}`),
          pageLabel: (p) => t('pagination.page', { page: p }),
        }}
      >
        {(hits) => (
          <SimpleGrid component="ul" cols={{ base: 1, md: 2 }} spacing="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {hits.map((hit) => (
              <HitCard key={`${hit.kind}-${hit.id}`} hit={hit} words={answer?.matchedWords ?? []} />
            ))}
          </SimpleGrid>
        )}
      </ListPage>
    </section>
  );
}
