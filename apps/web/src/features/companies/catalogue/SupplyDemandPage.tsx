import { Badge, Button, Card, Group, Pagination, SegmentedControl, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import type { Snd } from '@portal/contracts/catalogue/catalogue-item';
import { IconEye, IconEyeOff, IconScale } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toastSuccess } from '../../../api/toasts.tsx';
import { useListParams } from '../../../lib/useListParams.ts';
import { CompanyPage, useCompanyPage } from '../CompanyPage.tsx';
import { SectionNotApplicable } from '../profile/SectionNotApplicable.tsx';
import { type CatalogueItem, type CatalogueKind, catalogueKinds, classificationOf, itemId } from './catalogue-kinds.ts';
import { useCatalogueList, useSetAllVisibility, useSetItemVisibility } from '../api/catalogue-queries.ts';
import { canOffer } from './CatalogueForm.tsx';
import { CatalogueItemDetail } from './CatalogueItemDetail.tsx';
import { ItemImage, kindIcon, LongText, type NameLink, OfferLine } from './CatalogueVisuals.tsx';
import { type ItemDetail, useItemDetail } from './useItemDetail.ts';

const PAGE_SIZE = 10;

/** The supply/demand toggle kept in the query parameter snd (spec-1 section 2: default supply). */
function useSnd(): [Snd, (next: Snd) => void] {
  const [params, setParams] = useSearchParams();
  const snd: Snd = params.get('snd') === 'demand' ? 'demand' : 'supply';
  const set = (next: Snd) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        p.set('snd', next);
        // Each list starts again from its first page.
        p.delete(catalogueKinds.product.pageParam);
        p.delete(catalogueKinds.service.pageParam);
        return p;
      },
      { replace: true },
    );
  return [snd, set];
}

/** One product or service offered: image, name, classification, validity and, for editors, its visibility switch. */
function OfferRow({
  kind,
  item,
  nameLink,
  editable,
  divided,
}: {
  kind: CatalogueKind;
  item: CatalogueItem;
  nameLink: NameLink;
  editable: boolean;
  divided: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const { companyId } = useCompanyPage();
  const visibility = useSetItemVisibility(kind, companyId);
  const { code, name } = classificationOf(item);
  const pending = visibility.isPending;
  const visible = pending && visibility.variables ? visibility.variables.isVisibleForSupply : item.isVisibleForSupply;
  return (
    <Group
      component="li"
      gap="md"
      wrap="nowrap"
      align="flex-start"
      py="sm"
      style={divided ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
      data-testid={`offer-${kind}-${itemId(item)}`}
    >
      <div style={{ width: 64, flexShrink: 0 }}>
        <ItemImage kind={kind} item={item} height={64} radius="var(--mantine-radius-md)" />
      </div>
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <LongText text={item.name} fw={600} size="sm" link={nameLink} />
        <LongText text={`${code} ${name}`} size="xs" c="dimmed" />
        <OfferLine item={item} showActive />
        {editable && (
          <Switch
            mt={4}
            size="sm"
            checked={visible}
            disabled={pending}
            onChange={(e) => {
              const isVisibleForSupply = e.currentTarget.checked;
              visibility.mutate(
                { id: itemId(item), isVisibleForSupply },
                { onSuccess: () => toastSuccess(t(isVisibleForSupply ? 'snd.shown' : 'snd.hidden', { name: item.name })) },
              );
            }}
            label={t('snd.visible_to_others')}
            aria-label={t('snd.visible_named', { name: item.name })}
            data-testid="visibility-switch"
          />
        )}
        {!editable && !item.isVisibleForSupply && (
          <Badge size="sm" variant="light" color="gray" tt="none" leftSection={<IconEyeOff size={12} />}>
            {t('snd.not_visible')}
          </Badge>
        )}
      </Stack>
    </Group>
  );
}

/** "Show all" / "Hide all": every product (or service) of the company at once. */
function BulkVisibility({ kind }: { kind: CatalogueKind }) {
  const { t } = useTranslation('catalogue');
  const { companyId } = useCompanyPage();
  const bulk = useSetAllVisibility(kind, companyId);
  const run = (visible: boolean) =>
    bulk.mutate(visible, { onSuccess: (r) => toastSuccess(t(visible ? 'snd.all_shown' : 'snd.all_hidden', { count: r.updated })) });
  return (
    <Group gap="xs" role="group" aria-label={t(`snd.bulk_${kind}`)}>
      {([true, false] as const).map((visible) => {
        const Icon = visible ? IconEye : IconEyeOff;
        return (
          <Button
            key={String(visible)}
            size="xs"
            variant="default"
            leftSection={<Icon size={14} />}
            onClick={() => run(visible)}
            loading={bulk.isPending && bulk.variables === visible}
            disabled={bulk.isPending}
            data-testid={`${visible ? 'show' : 'hide'}-all-${kind}`}
          >
            {t(visible ? 'snd.show_all' : 'snd.hide_all')}
          </Button>
        );
      })}
    </Group>
  );
}

function OfferSection({ kind, snd, detail }: { kind: CatalogueKind; snd: Snd; detail: ItemDetail }) {
  const { t } = useTranslation('catalogue');
  const { companyId, canEdit } = useCompanyPage();
  const { page, setPage } = useListParams({ pageParam: catalogueKinds[kind].pageParam });
  const query = useCatalogueList(kind, companyId, {
    pageNum: page,
    pageSize: PAGE_SIZE,
    ...(snd === 'supply' ? { isSupply: true } : { isDemand: true }),
  });
  const items = query.data?.items ?? [];
  const totalPages = query.data?.totalPages ?? 1;
  const Icon = kindIcon(kind);
  const titleId = `snd-${kind}-title`;
  return (
    <Card component="section" aria-labelledby={titleId} data-testid={`snd-section-${kind}`}>
      <Group justify="space-between" align="center" gap="sm" mb="xs">
        <Group gap="xs">
          <Icon size={20} color="var(--mantine-color-brand-6)" aria-hidden />
          <Title order={3} fz="lg" id={titleId}>
            {t(`${kind}.title`)}
          </Title>
          {query.data && (
            <Badge variant="light" radius="sm">
              {query.data.totalCount}
            </Badge>
          )}
        </Group>
        {canEdit && <BulkVisibility kind={kind} />}
      </Group>
      {canEdit && (
        <Text size="xs" c="dimmed" mb="xs">
          {t(`snd.bulk_${kind}`)}
        </Text>
      )}
      {query.isPending ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={64} />
          <Skeleton height={64} />
        </Stack>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed" py="md" ta="center" data-testid={`snd-empty-${kind}`}>
          {t(`snd.empty_${snd}_${kind}`)}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap={0}
          m={0}
          p={0}
          style={{ listStyle: 'none', opacity: query.isPlaceholderData ? 0.6 : 1 }}
          aria-labelledby={titleId}
        >
          {items.map((item, i) => (
            <OfferRow
              key={itemId(item)}
              kind={kind}
              item={item}
              nameLink={detail.nameLink(kind, item)}
              editable={canEdit || item.canEdit}
              divided={i > 0}
            />
          ))}
        </Stack>
      )}
      {totalPages > 1 && (
        <Group justify="center" mt="sm">
          <Pagination
            value={Math.min(page, totalPages)}
            onChange={setPage}
            total={totalPages}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
          />
        </Group>
      )}
    </Card>
  );
}

export function SupplyDemandBody() {
  const { t } = useTranslation('catalogue');
  const { company, canEdit } = useCompanyPage();
  const [snd, setSnd] = useSnd();
  const detail = useItemDetail();
  if (!canOffer(company))
    return (
      <SectionNotApplicable
        icon={<IconScale size={18} />}
        title={t('snd.not_applicable_title')}
        editorText={t('snd.not_applicable_editor')}
        visitorText={t('snd.not_applicable_visitor')}
        testId="snd-not-applicable"
      />
    );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 260px' }}>
          {t(canEdit ? 'snd.intro_editor' : 'snd.intro_visitor')}
        </Text>
        <SegmentedControl
          value={snd}
          onChange={(v) => setSnd(v === 'demand' ? 'demand' : 'supply')}
          data={[
            { value: 'supply', label: t('supply') },
            { value: 'demand', label: t('demand') },
          ]}
          aria-label={t('snd.toggle')}
          data-testid="snd-toggle"
        />
      </Group>
      <OfferSection kind="product" snd={snd} detail={detail} />
      <OfferSection kind="service" snd={snd} detail={detail} />
      <CatalogueItemDetail detail={detail} />
    </Stack>
  );
}

/** /company/{companyId}/supply-and-demand: the company's products and services offered as supply or demand. */
export function SupplyDemandPage() {
  const { t } = useTranslation('catalogue');
  return (
    <CompanyPage section="supply-and-demand" title={t('snd.title')}>
      <SupplyDemandBody />
    </CompanyPage>
  );
}
