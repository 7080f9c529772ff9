import type { CompanyCard } from '@portal/contracts/companies/favourites';
import { Button, Card, CloseButton, EmptyState, Group, Pagination, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconHeart, IconSearch, IconUsers } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toastSuccess } from '../../api/toasts.tsx';
import { useFavouriteCompanies, useToggleFavourite } from '../companies/company-queries.ts';
import { FavouriteCompanyCard, FavouriteCompanyCardSkeleton } from './FavouriteCompanyCard.tsx';
import { useListParams } from './useListParams.ts';

export const FAVOURITES_PAGE_SIZE = 12;

/** /favourite-companies: the companies this user follows, searchable by name, each removable. */
export function FavouriteCompaniesPage() {
  const { t } = useTranslation('connections');
  const list = useListParams();
  const favourites = useFavouriteCompanies({ pageNum: list.page, pageSize: FAVOURITES_PAGE_SIZE, name: list.query || undefined });
  const toggle = useToggleFavourite();
  const data = favourites.data;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the page count only
  useEffect(() => {
    if (data && list.page > Math.max(1, data.totalPages)) list.setPage(data.totalPages);
  }, [data?.totalPages]);

  const remove = async (company: CompanyCard) => {
    try {
      await toggle.mutateAsync({ id: company.pkCompanyId, favourite: false });
      toastSuccess(t('removed_from_favourites', { name: company.name }));
    } catch {
      // The API client has told the user.
    }
  };

  const nothingYet = data && data.companiesCount === 0 && !list.query;
  return (
    <Stack gap="lg" data-testid="favourite-companies">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('favourites.title')}
          </Title>
          <Text c="dimmed">{t('favourites.subtitle')}</Text>
        </div>
        {!nothingYet && (
          <TextInput
            value={list.search}
            onChange={(e) => list.setSearch(e.currentTarget.value)}
            placeholder={t('favourites.search_placeholder')}
            aria-label={t('favourites.search_label')}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={list.search ? <CloseButton size="sm" aria-label={t('clear_search')} onClick={() => list.setSearch('')} /> : null}
            w={{ base: '100%', sm: 320 }}
            type="search"
          />
        )}
      </Group>

      {!data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy="true" aria-label={t('loading')}>
          <FavouriteCompanyCardSkeleton />
          <FavouriteCompanyCardSkeleton />
          <FavouriteCompanyCardSkeleton />
        </SimpleGrid>
      ) : nothingYet ? (
        <Card>
          <EmptyState
            py={40}
            variant="light"
            color="red"
            icon={<IconHeart size={28} />}
            title={t('favourites.empty_title')}
            description={t('favourites.empty_text')}
            data-testid="favourites-empty"
          >
            <EmptyState.Actions>
              <Button component={Link} to="/explore" leftSection={<IconSearch size={16} aria-hidden />}>
                {t('favourites.find_companies')}
              </Button>
              <Button component={Link} to="/connections" variant="default" leftSection={<IconUsers size={16} aria-hidden />}>
                {t('favourites.see_suggestions')}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Card>
      ) : data.companies.length === 0 ? (
        <EmptyState
          py={40}
          icon={<IconSearch size={28} />}
          title={t('favourites.no_match_title')}
          description={t('favourites.no_match_text', { query: list.query })}
        />
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="lg"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('favourites.list_label')}
        >
          {data.companies.map((c) => (
            <FavouriteCompanyCard
              key={c.pkCompanyId}
              company={c}
              onRemove={remove}
              removing={toggle.isPending && toggle.variables?.id === c.pkCompanyId}
            />
          ))}
        </SimpleGrid>
      )}

      {data && data.totalPages > 1 && (
        <Group justify="center">
          <Pagination
            total={data.totalPages}
            value={Math.min(list.page, data.totalPages)}
            onChange={list.setPage}
            getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
            getItemProps={(p) => ({ 'aria-label': t('pagination.page', { page: p }) })}
          />
        </Group>
      )}
    </Stack>
  );
}
