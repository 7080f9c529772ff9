import type { CompanyCard } from '@portal/contracts/companies/favourites';
import { Button, SimpleGrid } from '@mantine/core';
import { IconHeart, IconSearch, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListEmptyState } from '../../components/list/ListEmptyState.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { useConfirmedAction } from '../../components/list/useConfirmedAction.ts';
import { useListParams } from '../../lib/useListParams.ts';
import { useFavouriteCompanies, useToggleFavourite } from './api/connection-queries.ts';
import { FavouriteCompanyCard, FavouriteCompanyCardSkeleton } from './FavouriteCompanyCard.tsx';

const FAVOURITES_PAGE_SIZE = 12;

/** /favourite-companies: the companies this user follows, searchable by name, each removable. */
export function FavouriteCompaniesPage() {
  const { t } = useTranslation('connections');
  const list = useListParams();
  const favourites = useFavouriteCompanies({ pageNum: list.page, pageSize: FAVOURITES_PAGE_SIZE, name: list.query || undefined });
  const toggle = useToggleFavourite();
  const act = useConfirmedAction();
  const data = favourites.data;

  // The heart says what it does: removing a favourite asks nothing.
  const remove = (company: CompanyCard) =>
    act({
      run: () => toggle.mutateAsync({ id: company.pkCompanyId, favourite: false }),
      done: t('removed_from_favourites', { name: company.name }),
    });

  const nothingYet = data && data.companiesCount === 0 && !list.query;
  return (
    <ListPage
      testId="favourite-companies"
      title={t('favourites.title')}
      subtitle={t('favourites.subtitle')}
      search={
        nothingYet
          ? undefined
          : {
              value: list.search,
              onChange: list.setSearch,
              placeholder: t('favourites.search_placeholder'),
              label: t('favourites.search_label'),
              clearLabel: t('clear_search'),
            }
      }
      items={data?.companies}
      skeleton={
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" role="status" aria-busy="true" aria-label={t('loading')}>
          <FavouriteCompanyCardSkeleton />
          <FavouriteCompanyCardSkeleton />
          <FavouriteCompanyCardSkeleton />
        </SimpleGrid>
      }
      empty={
        nothingYet ? (
          <ListEmptyState
            card
            py={40}
            variant="light"
            color="red"
            icon={<IconHeart size={28} />}
            title={t('favourites.empty_title')}
            text={t('favourites.empty_text')}
            testId="favourites-empty"
            actions={
              <>
                <Button component={Link} to="/explore" leftSection={<IconSearch size={16} aria-hidden />}>
                  {t('favourites.find_companies')}
                </Button>
                <Button component={Link} to="/connections" variant="default" leftSection={<IconUsers size={16} aria-hidden />}>
                  {t('favourites.see_suggestions')}
                </Button>
              </>
            }
          />
        ) : (
          <ListEmptyState
            py={40}
            icon={<IconSearch size={28} />}
            title={t('favourites.no_match_title')}
            text={t('favourites.no_match_text', { query: list.query })}
          />
        )
      }
      paging={{
        page: list.page,
        totalPages: data?.totalPages,
        onPage: list.setPage,
        stepBack: true,
        controlLabel: (control) => t(`pagination.${control}`),
        pageLabel: (page) => t('pagination.page', { page }),
      }}
    >
      {(companies) => (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="lg"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('favourites.list_label')}
        >
          {companies.map((c) => (
            <FavouriteCompanyCard
              key={c.pkCompanyId}
              company={c}
              onRemove={remove}
              removing={toggle.isPending && toggle.variables?.id === c.pkCompanyId}
            />
          ))}
        </SimpleGrid>
      )}
    </ListPage>
  );
}
