import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { KEYWORDS_MAX_COUNT, splitKeywords } from '@portal/contracts/catalogue/catalogue-item';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sectionPath } from '../company-sections.ts';
import { type CatalogueItem, type CatalogueKind, catalogueFormPath, classificationOf, itemId } from './catalogue-kinds.ts';
import { EditButton, KeywordChips, OfferLine } from './CatalogueVisuals.tsx';
import { ItemGallery } from './ItemGallery.tsx';

/** One labelled fact of the detail. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <div style={{ overflowWrap: 'anywhere' }}>{children}</div>
    </Stack>
  );
}

/** The classification: HS code and name, or NACE code and name and the NICE class. */
function Classification({ item }: { item: CatalogueItem }) {
  const { t } = useTranslation('catalogue');
  const { code, name } = classificationOf(item);
  const text = <Text size="sm">{`${code} ${name}`}</Text>;
  if ('pkProductId' in item) return <Fact label={t('product.hs_code')}>{text}</Fact>;
  return (
    <>
      <Fact label={t('service.nace')}>{text}</Fact>
      {item.serviceCategoryName && (
        <Fact label={t('service.nice')}>
          <Text size="sm">{item.serviceCategoryName}</Text>
        </Fact>
      )}
    </>
  );
}

/** Everything about one product or service: all images, classification, full description, keywords, offer and company. */
export function ItemDetailBody({ kind, item }: { kind: CatalogueKind; item: CatalogueItem }) {
  const { t } = useTranslation('catalogue');
  return (
    <Stack gap="md" data-testid="item-detail">
      <ItemGallery kind={kind} item={item} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <Classification item={item} />
        <Fact label={t('detail.company')}>
          <Anchor component={Link} to={sectionPath(item.fkCompanyId, 'profile')} size="sm">
            {item.companyName}
          </Anchor>
        </Fact>
      </SimpleGrid>
      {item.description && (
        <Fact label={t('form.description')}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="detail-description">
            {item.description}
          </Text>
        </Fact>
      )}
      {splitKeywords(item.keywords).length > 0 && (
        <Fact label={t('keywords')}>
          <KeywordChips keywords={item.keywords} max={KEYWORDS_MAX_COUNT} />
        </Fact>
      )}
      {(item.isSupply || item.isDemand) && (
        <Fact label={t('form.offer_title')}>
          <OfferLine item={item} showActive />
        </Fact>
      )}
      {item.canEdit && (
        <Group justify="flex-end" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <EditButton to={catalogueFormPath(kind, item.fkCompanyId, itemId(item))} name={item.name} />
        </Group>
      )}
    </Stack>
  );
}
