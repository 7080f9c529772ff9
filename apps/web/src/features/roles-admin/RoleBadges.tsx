import type { RoleListItem } from '@portal/contracts/access-admin/roles';
import { Badge, Group } from '@mantine/core';
import { IconBuilding, IconLock, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A role's kind (company role or not) and whether it is built in. */
export function RoleBadges({ role }: { role: Pick<RoleListItem, 'isCompanyRole' | 'isSystem'> }) {
  const { t } = useTranslation('roles-admin');
  return (
    <Group gap={6} wrap="wrap">
      <Badge
        size="sm"
        radius="sm"
        variant="light"
        color={role.isCompanyRole ? 'teal' : 'indigo'}
        leftSection={role.isCompanyRole ? <IconBuilding size={12} aria-hidden /> : <IconWorld size={12} aria-hidden />}
      >
        {role.isCompanyRole ? t('company_role') : t('portal_role')}
      </Badge>
      {role.isSystem && (
        <Badge size="sm" radius="sm" variant="light" color="gray" leftSection={<IconLock size={12} aria-hidden />}>
          {t('builtin')}
        </Badge>
      )}
    </Group>
  );
}
