import { accountEditPath, companyProfilePath } from '@portal/contracts/common/portal-links';
import { RoleId } from '@portal/contracts/common/access';
import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconBuildingSkyscraper, IconLogout, IconShieldCheck, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../session/useSession.ts';
import { useLogout } from './useLogout.ts';

/** The avatar in the top bar: quick access to the profile entries. */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const logout = useLogout();
  if (!user) return null;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <Menu position="bottom-end" withinPortal width={220}>
      <Menu.Target>
        <UnstyledButton aria-label={t('menu:profile_menu', { initials })} data-testid="user-menu">
          <Avatar color="brand" radius="xl" size={34} src={user.avatarName ? `/api/Account/get-avatar/${user.id}` : null}>
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.firstName} {user.lastName}
        </Menu.Label>
        {user.fkRoleId === RoleId.companyAdmin && user.fkCompanyId && (
          <Menu.Item component={Link} to={companyProfilePath(user.fkCompanyId)} leftSection={<IconBuildingSkyscraper size={16} />}>
            {t('menu:company_profile')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={accountEditPath} leftSection={<IconUser size={16} />}>
          {t('menu:my_profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/privacy-policy" leftSection={<IconShieldCheck size={16} />}>
          {t('menu:privacy_policy')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          {t('menu:log_out')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
