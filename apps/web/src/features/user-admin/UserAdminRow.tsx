import { userDetailsPath } from '@portal/contracts/common/portal-links';
import type { AdminUserListItem } from '@portal/contracts/users/admin-users';
import { ActionIcon, Anchor, Badge, Checkbox, Flex, Group, Menu, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuilding, IconDots, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserAction } from './api/user-admin.api.ts';

interface UserAdminRowProps {
  user: AdminUserListItem;
  formPath: string;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onAction: (action: UserAction) => unknown;
  /** Whether the caller may remove people for good (platform administrators). */
  canHardDelete: boolean;
  busy: boolean;
}

/** The actions that fit the user's state, in the menu's order. */
function actionsFor(user: AdminUserListItem, canHardDelete: boolean): UserAction[] {
  return [
    user.isVerified ? 'unverify' : 'verify',
    user.isActive ? 'deactivate' : 'activate',
    ...(user.emailConfirmed ? [] : (['resendConfirmation'] as const)),
    'delete',
    ...(canHardDelete ? (['hardDelete'] as const) : []),
  ];
}

/** One user of the administration list: who, where, their standing, and what the administrator can do. */
export function UserAdminRow({ user, formPath, selected, onSelect, onAction, canHardDelete, busy }: UserAdminRowProps) {
  const { t } = useTranslation('user-admin');
  const name = `${user.firstName} ${user.lastName}`;
  // People may share a name (two Milica Petrović in one chamber): the controls name them with their e-mail too.
  const who = t('who', { name, email: user.email });
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={name} data-testid={`user-row-${user.id}`}>
      <Flex gap="md" align="flex-start">
        <Checkbox
          mt={4}
          checked={selected}
          onChange={(e) => onSelect(e.currentTarget.checked)}
          aria-label={t('select_user', { name: who })}
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={8} wrap="wrap">
            <Anchor component={Link} to={formPath} fw={650} c="dark.8" aria-label={who} data-testid="user-name">
              {name}
            </Anchor>
            <Badge size="sm" variant="light" color="gray" radius="sm">
              {user.roleName}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
          <Group gap="md" c="dimmed" wrap="wrap">
            {user.companyName && (
              <Group gap={4} wrap="nowrap">
                <IconBuilding size={14} aria-hidden />
                <Text size="sm">{user.companyName}</Text>
              </Group>
            )}
            {user.countryName && (
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={14} aria-hidden />
                <Text size="sm">{user.countryName}</Text>
              </Group>
            )}
          </Group>
          <Group gap={6} wrap="wrap">
            <Badge size="sm" variant="light" color={user.isVerified ? 'teal' : 'orange'} data-testid="verified-badge">
              {user.isVerified ? t('status.verified') : t('status.unverified')}
            </Badge>
            <Badge size="sm" variant="light" color={user.isActive ? 'blue' : 'red'} data-testid="active-badge">
              {user.isActive ? t('status.active') : t('status.inactive')}
            </Badge>
            {!user.emailConfirmed && (
              <Badge size="sm" variant="light" color="grape">
                {t('status.email_unconfirmed')}
              </Badge>
            )}
          </Group>
        </Stack>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" loading={busy} aria-label={t('actions.menu', { name: who })} data-testid="user-actions">
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={formPath}>
              {t('actions.open')}
            </Menu.Item>
            <Menu.Item component={Link} to={userDetailsPath(user.id)}>
              {t('actions.profile')}
            </Menu.Item>
            {actionsFor(user, canHardDelete).map((action) => (
              <Menu.Item
                key={action}
                color={action === 'delete' || action === 'hardDelete' ? 'red' : undefined}
                onClick={() => onAction(action)}
                data-testid={`action-${action}`}
              >
                {t(`actions.${action}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Flex>
    </Paper>
  );
}

export function UserAdminRowSkeleton() {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={8}>
        <Skeleton h={18} w="40%" />
        <Skeleton h={14} w="60%" />
        <Skeleton h={14} w="30%" />
      </Stack>
    </Paper>
  );
}
