import { ActionIcon, Badge, Flex, Group, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A name in another language under an entry's title: the language's code, then the name. */
export function OtherName({ lang, name }: { lang: string; name: string }) {
  return (
    <Text size="sm" c="dimmed">
      <Text span size="xs" tt="uppercase" fw={600}>
        {lang}
      </Text>{' '}
      {name}
    </Text>
  );
}

interface EntryRowProps {
  /** The entry's code (a badge before its name). */
  badge?: string;
  title: string;
  /** Under the title: its names in other languages, its country. */
  details?: ReactNode;
  /** Beside the actions: sort order, how many records use it. */
  meta?: ReactNode;
  /** The accessible names of the actions say whose they are. */
  onEdit?: () => void;
  onDelete?: () => void;
  deleting?: boolean;
  testId: string;
}

/** One entry of the codes administration's lists: code, name, names in the other languages, edit and delete. */
export function EntryRow({ badge, title, details, meta, onEdit, onDelete, deleting, testId }: EntryRowProps) {
  const { t } = useTranslation('codes-admin');
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={badge ? `${badge} ${title}` : title} data-testid={testId}>
      <Flex gap="md" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }}>
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: 1, minWidth: 0 }}>
          {badge && (
            <Badge variant="light" radius="sm" size="lg" style={{ flexShrink: 0 }}>
              {badge}
            </Badge>
          )}
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={650}>{title}</Text>
            {details && (
              <Group gap="xs" wrap="wrap">
                {details}
              </Group>
            )}
          </Stack>
        </Group>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {meta && (
            <Text size="sm" c="dimmed">
              {meta}
            </Text>
          )}
          {onEdit && (
            <Tooltip label={t('actions.edit')}>
              <ActionIcon variant="light" size="lg" aria-label={t('actions.edit_named', { name: title })} onClick={onEdit}>
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          {onDelete && (
            <Tooltip label={t('actions.delete')}>
              <ActionIcon
                variant="light"
                color="red"
                size="lg"
                loading={deleting}
                aria-label={t('actions.delete_named', { name: title })}
                onClick={onDelete}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Flex>
    </Paper>
  );
}

export function EntryRowSkeleton() {
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="md">
        <Skeleton h={28} w={64} />
        <Skeleton h={18} w="40%" />
      </Group>
    </Paper>
  );
}
