import { accountEditPath, companyProfilePath } from '@portal/contracts/common/portal-links';
import { RoleId } from '@portal/contracts/common/access';
import { Avatar, Box, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconBook, IconBuildingSkyscraper, IconLock, IconLogout, IconShieldCheck, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../session/useSession.ts';
import { userGuideUrl } from './user-guide.ts';
import { useLogout } from './useLogout.ts';

function initials(first: string, last: string) {
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

/** Bottom of the side menu: company profile, my profile, user guide, log out, privacy policy, credit. */
export function ProfileMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const logout = useLogout();
  const roleId = user?.fkRoleId ?? null;
  const item = { variant: 'subtle', color: 'gray', justify: 'flex-start', size: 'compact-md', fw: 500, fullWidth: true } as const;
  return (
    <Stack gap={4}>
      {user && (
        <Group gap="sm" wrap="nowrap" px={6} pb={6}>
          <Avatar color="brand" radius="xl" src={user.avatarName ? `/api/Account/get-avatar/${user.id}` : null}>
            {initials(user.firstName, user.lastName)}
          </Avatar>
          <Box style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate>
              {user.firstName} {user.lastName}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {/* Built-in roles have translated names; a role made in the roles administration has its own. */}
              {t(`general:role.${user.fkRoleId}`, { defaultValue: user.role.name })}
            </Text>
          </Box>
        </Group>
      )}
      {user?.fkRoleId === RoleId.companyAdmin && user.fkCompanyId && (
        <Button
          {...item}
          component={Link}
          to={companyProfilePath(user.fkCompanyId)}
          leftSection={<IconBuildingSkyscraper size={16} />}
          onClick={onNavigate}
        >
          {t('menu:company_profile')}
        </Button>
      )}
      {user && (
        <>
          <Button {...item} component={Link} to={accountEditPath} leftSection={<IconUser size={16} />} onClick={onNavigate}>
            {t('menu:my_profile')}
          </Button>
          <Button {...item} component={Link} to="/users/password/change" leftSection={<IconLock size={16} />} onClick={onNavigate}>
            {t('menu:change_password')}
          </Button>
        </>
      )}
      <Button {...item} component="a" href={userGuideUrl(roleId, i18n.language)} target="_blank" leftSection={<IconBook size={16} />}>
        {t('menu:user_guide')}
      </Button>
      <Button {...item} component={Link} to="/privacy-policy" leftSection={<IconShieldCheck size={16} />} onClick={onNavigate}>
        {t('menu:privacy_policy')}
      </Button>
      {user && (
        <Button {...item} color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()} data-testid="logout">
          {t('menu:log_out')}
        </Button>
      )}
      <Divider my={4} />
      <Text size="xs" c="dimmed" px={6}>
        {t('general:developed_by')}
      </Text>
    </Stack>
  );
}
