import { ActionIcon, Card, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type CatalogueItem, type CatalogueKind, classificationOf } from './catalogue-kinds.ts';
import { EditButton, ItemImage, KeywordChips, LongText, type NameLink, OfferLine } from './CatalogueVisuals.tsx';

const IMAGE_HEIGHT = 168;
/** Without an image the placeholder band stays low, so text-only catalogues do not look empty. */
const PLACEHOLDER_HEIGHT = 88;

interface Props {
  kind: CatalogueKind;
  item: CatalogueItem;
  /** The name's link to the item's detail. */
  nameLink?: NameLink;
  /** Where Edit leads; none for read-only cards. */
  editTo?: string;
  onDelete?: (item: CatalogueItem) => void;
  deleting?: boolean;
}

/** A product or service of the company's catalogue: image, name, classification, keywords, supply or demand. */
export function CatalogueCard({ kind, item, nameLink, editTo, onDelete, deleting }: Props) {
  const { t } = useTranslation('catalogue');
  const { code, name } = classificationOf(item);
  const category = 'serviceCategoryName' in item ? item.serviceCategoryName : null;
  return (
    <Card component="li" padding="md" h="100%" aria-label={item.name} data-testid="catalogue-card">
      <Card.Section mb="sm">
        <ItemImage kind={kind} item={item} height={item.mainImage ? IMAGE_HEIGHT : PLACEHOLDER_HEIGHT} />
      </Card.Section>
      <Stack gap={8} style={{ flex: 1 }}>
        <LongText text={item.name} lines={2} fw={650} heading m={0} fz="md" link={nameLink} />
        <LongText text={`${code} ${name}`} size="xs" c="dimmed" />
        {category && <LongText text={category} size="xs" c="dimmed" />}
        {item.description && (
          <Text size="sm" c="dark.5" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {item.description}
          </Text>
        )}
        <KeywordChips keywords={item.keywords} />
        <div style={{ marginTop: 'auto' }}>
          <OfferLine item={item} />
        </div>
      </Stack>
      {editTo && (
        <Group gap="xs" justify="flex-end" mt="md" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <EditButton to={editTo} name={item.name} />
          {onDelete && (
            <Tooltip label={t('delete')} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                size={30}
                onClick={() => onDelete(item)}
                loading={deleting}
                aria-label={t('delete_named', { name: item.name })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      )}
    </Card>
  );
}

export function CatalogueCardSkeleton() {
  return (
    <Card padding="md">
      <Card.Section mb="sm">
        <Skeleton height={IMAGE_HEIGHT} radius={0} />
      </Card.Section>
      <Skeleton height={16} width="70%" mb={10} />
      <Skeleton height={10} width="50%" mb={12} />
      <Group gap={4}>
        <Skeleton height={18} width={60} />
        <Skeleton height={18} width={48} />
      </Group>
    </Card>
  );
}
