import { Button, Group, Pagination, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { toastSuccess } from '../../../api/toasts.tsx';
import { useConfirm } from '../../../components/form/useConfirm.tsx';
import { useListParams } from '../../connections/useListParams.ts';
import { paginationLabels } from '../certificates/CertificatesPage.tsx';
import { CompanyPage, useCompanyPage } from '../CompanyPage.tsx';
import { useVerificationNeeded, VerificationNeeded } from './VerificationNeeded.tsx';
import { EmptyState } from '../supply-chain/EmptyState.tsx';
import {
  type CatalogueItem,
  type CatalogueKind,
  catalogueFormPath,
  catalogueKinds,
  itemId,
  useCatalogueList,
  useDeleteCatalogueItem,
} from './catalogue-queries.ts';
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
  const confirm = useConfirm();
  const items = query.data?.items ?? [];
  const totalPages = query.data?.totalPages ?? 1;
  const canEdit = (item: CatalogueItem) => item.canEdit || companyEditor;
  const addTo = catalogueFormPath(kind, companyId);
  const back = { back: `${location.pathname}${location.search}` };

  const onDelete = async (item: CatalogueItem) => {
    const ok = await confirm({
      title: t(`${kind}.delete_title`),
      message: t(`${kind}.delete_question`, { name: item.name }),
      danger: true,
      confirmLabel: t('delete'),
    });
    if (!ok) return;
    // A refusal arrives as a translated toast from the API client.
    await remove.mutateAsync(itemId(item)).then(
      () => {
        toastSuccess(t(`${kind}.deleted`, { name: item.name }));
        if (items.length === 1 && list.page > 1) list.setPage(list.page - 1);
      },
      () => {},
    );
  };

  const addButton = (label: string, variant?: string) => (
    <Button component={Link} to={addTo} state={back} leftSection={<IconPlus size={16} />} variant={variant} data-testid={`add-${kind}`}>
      {label}
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <TextInput
          placeholder={t(`${kind}.search`)}
          aria-label={t(`${kind}.search`)}
          leftSection={<IconSearch size={16} />}
          value={list.search}
          onChange={(e) => list.setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 240px', maxWidth: 400 }}
          data-testid="catalogue-search"
        />
        {canAdd && addButton(t(`${kind}.add`))}
      </Group>
      {waitForVerification && <VerificationNeeded />}
      {query.data && query.data.totalCount > 0 && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t(`${kind}.count`, { count: query.data.totalCount })}
        </Text>
      )}

      {query.isPending ? (
        <SimpleGrid {...gridProps} aria-busy="true">
          <CatalogueCardSkeleton />
          <CatalogueCardSkeleton />
          <CatalogueCardSkeleton />
        </SimpleGrid>
      ) : items.length === 0 ? (
        <EmptyState text={list.query ? t('errors:no_result') : undefined}>
          {!list.query && (
            <Text size="sm" c="dimmed" ta="center" maw={420}>
              {t(canAdd ? `${kind}.empty_editor` : `${kind}.empty_visitor`)}
            </Text>
          )}
          {canAdd && !list.query && <div>{addButton(t(`${kind}.add_first`), 'light')}</div>}
        </EmptyState>
      ) : (
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

      {totalPages > 1 && (
        <Group justify="center">
          <Pagination
            value={Math.min(list.page, totalPages)}
            onChange={list.setPage}
            total={totalPages}
            size="sm"
            getControlProps={paginationLabels(t)}
          />
        </Group>
      )}
      <CatalogueItemDetail detail={detail} />
    </Stack>
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
