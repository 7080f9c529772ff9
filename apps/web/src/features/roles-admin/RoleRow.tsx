import type { RoleListItem } from '@portal/contracts/access-admin/roles';
import { ActionIcon, Card, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconKey, IconTrash, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RoleBadges } from './RoleBadges.tsx';
import { roleDetailsPath, roleFormPath, rolePermissionsPath } from './paths.ts';

interface Props {
  role: RoleListItem;
  onDelete: (role: RoleListItem) => void;
  deleting: boolean;
}

/** One role of the list: name, kind, users, and its actions (delete only where the policy allows). */
export function RoleRow({ role, onDelete, deleting }: Props) {
  const { t } = useTranslation('roles-admin');
  const label = (action: string) => t('item_label', { action, name: role.name });
  const deleteHint = role.isSystem ? t('cannot_delete_builtin') : t('cannot_delete_in_use');
  return (
    <Card component="li" padding="md" radius="md" aria-label={role.name} data-testid={`role-row-${role.pkRoleId}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={650} component={Link} to={roleDetailsPath(role.pkRoleId)} style={{ textDecoration: 'none' }}>
            {role.name}
          </Text>
          {role.description && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {role.description}
            </Text>
          )}
          <Group gap="sm" wrap="wrap">
            <RoleBadges role={role} />
            <Group gap={4} wrap="nowrap">
              <IconUsers size={14} aria-hidden />
              <Text size="xs" c="dimmed">
                {t('users_count', { count: role.usersCount })}
              </Text>
            </Group>
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('permissions')}>
            <ActionIcon
              component={Link}
              to={rolePermissionsPath(role.pkRoleId)}
              variant="subtle"
              color="gray"
              aria-label={label(t('permissions'))}
            >
              <IconKey size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('edit')}>
            <ActionIcon component={Link} to={roleFormPath(role.pkRoleId)} variant="subtle" color="gray" aria-label={label(t('edit'))}>
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={role.canDelete ? t('delete') : deleteHint}>
            <ActionIcon
              variant="subtle"
              color="red"
              disabled={!role.canDelete}
              loading={deleting}
              onClick={() => onDelete(role)}
              aria-label={label(t('delete'))}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Card>
  );
}

export function RoleRowSkeleton() {
  return (
    <Card padding="md">
      <Skeleton h={14} w="40%" mb={10} />
      <Skeleton h={10} w="70%" mb={8} />
      <Skeleton h={16} w="30%" />
    </Card>
  );
}
