import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompanyPage } from '../CompanyPage.tsx';
import { sectionPath } from '../company-sections.ts';
import { type CataloguePage, type CatalogueKind, catalogueKinds, classificationOf, itemId } from './catalogue-kinds.ts';
import { useCatalogueList } from '../api/catalogue-queries.ts';
import { ItemImage, kindIcon, LongText } from './CatalogueVisuals.tsx';

/** How many names the profile shows of each list. */
const SHOWN = 4;

function SummaryCard({ kind, page }: { kind: CatalogueKind; page: CataloguePage }) {
  const { t } = useTranslation('company');
  const { companyId } = useCompanyPage();
  const Icon = kindIcon(kind);
  const segment = catalogueKinds[kind].segment;
  const titleId = `summary-${segment}-title`;
  return (
    <Card component="section" aria-labelledby={titleId} data-testid={`summary-${segment}`}>
      <Group justify="space-between" align="center" gap="xs" mb="sm">
        <Group gap="xs">
          <Icon size={20} color="var(--mantine-color-brand-6)" aria-hidden />
          <Title order={3} fz="lg" id={titleId}>
            {t(`sections.${segment}`)}
          </Title>
          <Badge variant="light" radius="sm">
            {page.totalCount}
          </Badge>
        </Group>
        <Anchor component={Link} to={sectionPath(companyId, segment)} size="sm" fw={500}>
          <Group gap={4} component="span" wrap="nowrap">
            {t('catalogue_see_all')}
            <IconArrowRight size={14} aria-hidden />
          </Group>
        </Anchor>
      </Group>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {page.items.slice(0, SHOWN).map((item) => {
          const { code, name } = classificationOf(item);
          return (
            <Group component="li" key={itemId(item)} gap="sm" wrap="nowrap">
              <div style={{ width: 40, flexShrink: 0 }}>
                <ItemImage kind={kind} item={item} height={40} radius="var(--mantine-radius-sm)" />
              </div>
              <div style={{ minWidth: 0 }}>
                <LongText text={item.name} size="sm" fw={550} />
                <LongText text={`${code} ${name}`} size="xs" c="dimmed" />
              </div>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}

/** The profile's compact products and services: the first few names and a link to each list; nothing when both are empty. */
export function CatalogueSummary() {
  const { companyId } = useCompanyPage();
  const first = { pageNum: 1, pageSize: SHOWN };
  const products = useCatalogueList('product', companyId, first);
  const services = useCatalogueList('service', companyId, first);
  const cards = (
    [
      ['product', products.data],
      ['service', services.data],
    ] as const
  ).filter((c): c is readonly [CatalogueKind, CataloguePage] => !!c[1] && c[1].totalCount > 0);
  if (!cards.length) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: cards.length }} spacing="md" data-testid="catalogue-summary">
      {cards.map(([kind, page]) => (
        <SummaryCard key={kind} kind={kind} page={page} />
      ))}
    </SimpleGrid>
  );
}
