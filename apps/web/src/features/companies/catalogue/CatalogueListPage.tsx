import { Button, SimpleGrid, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useConfirmedAction } from '../../../components/list/useConfirmedAction.ts';
import { useListParams } from '../../../lib/useListParams.ts';
import { CompanyPage, useCompanyPage } from '../CompanyPage.tsx';
import { useVerificationNeeded, VerificationNeeded } from './VerificationNeeded.tsx';
import { NoDataNotice } from '../../../components/list/NoDataNotice.tsx';
import { type CatalogueItem, type CatalogueKind, catalogueFormPath, catalogueKinds, itemId } from './catalogue-kinds.ts';
import { useCatalogueList, useDeleteCatalogueItem } from '../api/catalogue-queries.ts';
import { CatalogueCard, CatalogueCardSkeleton } from './CatalogueCard.tsx';
import { CatalogueItemDetail } from './CatalogueItemDetail.tsx';
import { useItemDetail } from './useItemDetail.ts';

/** Cards by the width of the list itself (the section menu takes a column on wide screens). */
const gridProps = { type: 'container', cols: { base: 1, '34rem': 2, '54rem': 3 }, spacing: 'md' } as const;

export function CatalogueList({ kind }: { kind: CatalogueKind }) {
  const { t } = useTranslation('catalogue');
  const { companyId, canEdit: companyEditor } = useCompanyPage();
  const waitForVerification = useVerificationNeeded();
  const canAdd = companyEditor && !waitForVerification;
  const location = useLocation();
  const { pageParam, sizeParam } = catalogueKinds[kind];
  const list = useListParams({ pageParam, sizeParam, queryParam: 'name' });
  const query = useCatalogueList(kind, companyId, {
    pageNum: list.page,
    pageSize: list.pageSize,
    ...(list.query ? { name: list.query } : {}),
  });
  const remove = useDeleteCatalogueItem(kind, companyId);
  const detail = useItemDetail();
  const act = useConfirmedAction();
  const canEdit = (item: CatalogueItem) => item.canEdit || companyEditor;
  const addTo = catalogueFormPath(kind, companyId);
  const back = { back: `${location.pathname}${location.search}` };

  // A refusal arrives as a translated toast from the API client; after a page's last row, the page before.
  const onDelete = async (item: CatalogueItem) => {
    const deleted = await act({
      ask: {
        title: t(`${kind}.delete_title`),
        message: t(`${kind}.delete_question`, { name: item.name }),
        danger: true,
        confirmLabel: t('delete'),
      },
      run: () => remove.mutateAsync(itemId(item)),
      done: t(`${kind}.deleted`, { name: item.name }),
    });
    if (deleted && query.data?.items.length === 1 && list.page > 1) list.setPage(list.page - 1);
  };

  const addButton = (label: string, variant?: string) => (
    <Button component={Link} to={addTo} state={back} leftSection={<IconPlus size={16} />} variant={variant} data-testid={`add-${kind}`}>
      {label}
    </Button>
  );

  return (
    <>
      <ListPage
        gap="md"
        search={{
          value: list.search,
          onChange: list.setSearch,
          placeholder: t(`${kind}.search`),
          label: t(`${kind}.search`),
          testId: 'catalogue-search',
        }}
        actions={canAdd && addButton(t(`${kind}.add`))}
        toolbar={
          <>
            {waitForVerification && <VerificationNeeded />}
            {query.data && query.data.totalCount > 0 && (
              <Text size="sm" c="dimmed" aria-live="polite">
                {t(`${kind}.count`, { count: query.data.totalCount })}
              </Text>
            )}
          </>
        }
        items={query.data?.items ?? []}
        loading={query.isPending}
        skeleton={
          <SimpleGrid {...gridProps} aria-busy="true">
            <CatalogueCardSkeleton />
            <CatalogueCardSkeleton />
            <CatalogueCardSkeleton />
          </SimpleGrid>
        }
        empty={
          <NoDataNotice text={list.query ? t('errors:no_result') : undefined}>
            {!list.query && (
              <Text size="sm" c="dimmed" ta="center" maw={420}>
                {t(canAdd ? `${kind}.empty_editor` : `${kind}.empty_visitor`)}
              </Text>
            )}
            {canAdd && !list.query && <div>{addButton(t(`${kind}.add_first`), 'light')}</div>}
          </NoDataNotice>
        }
        paging={{
          page: list.page,
          totalPages: query.data?.totalPages,
          onPage: list.setPage,
          size: 'sm',
          controlLabel: (control) => t(`pagination.${control}`),
        }}
      >
        {(items) => (
          <SimpleGrid
            {...gridProps}
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none', opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
            aria-label={t(`${kind}.title`)}
            data-testid="catalogue-grid"
          >
            {items.map((item) => (
              <CatalogueCard
                key={itemId(item)}
                kind={kind}
                item={item}
                nameLink={detail.nameLink(kind, item)}
                editTo={canEdit(item) ? catalogueFormPath(kind, companyId, itemId(item)) : undefined}
                onDelete={canEdit(item) ? onDelete : undefined}
                deleting={remove.isPending && remove.variables === itemId(item)}
              />
            ))}
          </SimpleGrid>
        )}
      </ListPage>
      <CatalogueItemDetail detail={detail} />
    </>
  );
}

function CatalogueListPage({ kind }: { kind: CatalogueKind }) {
  const { t } = useTranslation('catalogue');
  return (
    <CompanyPage section={catalogueKinds[kind].segment} title={t(`${kind}.title`)}>
      <CatalogueList kind={kind} />
    </CompanyPage>
  );
}

/** /company/{companyId}/products */
export const ProductsPage = () => <CatalogueListPage kind="product" />;
/** /company/{companyId}/services */
export const ServicesPage = () => <CatalogueListPage kind="service" />;
