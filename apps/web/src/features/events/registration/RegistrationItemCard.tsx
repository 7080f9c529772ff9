import { Box, Checkbox, Group, Image, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconBox, IconTools } from '@tabler/icons-react';
import { useState } from 'react';
import { publicFileUrl } from '../../../lib/stored-files.ts';
import type { EventItem } from '../api/registration-queries.ts';
import type { ItemKind } from './registration-selection.ts';

const IMAGE_HEIGHT = 120;
/** Spec-1 section 9: text over 60 characters shows a tooltip. */
const TOOLTIP_AFTER = 60;

/** A product or service to bring to the event: the whole card is the checkbox (Space or click). */
export function RegistrationItemCard({
  kind,
  item,
  checked,
  onToggle,
}: {
  kind: ItemKind;
  item: EventItem;
  checked: boolean;
  onToggle: () => void;
}) {
  const [failed, setFailed] = useState(false);
  const Icon = kind === 'product' ? IconBox : IconTools;
  const classification = `${item.code} ${item.classification}`;
  const name = (
    <Text fw={600} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
      {item.name}
    </Text>
  );
  return (
    <Checkbox.Card
      checked={checked}
      onClick={onToggle}
      radius="md"
      h="100%"
      style={{
        overflow: 'hidden',
        borderColor: checked ? 'var(--mantine-color-brand-6)' : undefined,
        boxShadow: checked ? '0 0 0 1px var(--mantine-color-brand-6)' : undefined,
      }}
      data-testid="registration-item"
      data-checked={checked}
    >
      {item.mainImage && !failed ? (
        <Image src={publicFileUrl(item.mainImage)} alt="" h={IMAGE_HEIGHT} fit="cover" onError={() => setFailed(true)} loading="lazy" />
      ) : (
        <Box h={IMAGE_HEIGHT / 2} bg="gray.0" c="gray.5" style={{ display: 'grid', placeItems: 'center' }}>
          <Icon size={32} stroke={1.3} aria-hidden />
        </Box>
      )}
      <Group p="sm" gap="sm" wrap="nowrap" align="flex-start">
        <Checkbox.Indicator mt={2} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          {item.name.length > TOOLTIP_AFTER ? (
            <Tooltip label={item.name} multiline maw={320}>
              {name}
            </Tooltip>
          ) : (
            name
          )}
          <Text size="xs" c="dimmed" lineClamp={2}>
            {classification}
          </Text>
        </Stack>
      </Group>
    </Checkbox.Card>
  );
}

export function RegistrationItemSkeleton() {
  return (
    <Box style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }} p="sm">
      <Skeleton h={60} mb="sm" />
      <Skeleton h={12} w="70%" mb={6} />
      <Skeleton h={10} w="50%" />
    </Box>
  );
}
