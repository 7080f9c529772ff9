import { Divider, Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { guestContext, sideMenu } from '../../navigation/menu-filter.ts';
import { GuestMenuActions } from './GuestMenuActions.tsx';
import { SideMenu } from './SideMenu.tsx';

/** The public menu with Register and Log in, in a drawer; loaded when the menu button is first used (PublicLayout). */
export function PublicMenuDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={320}
      title={t('menu:menu')}
      closeButtonProps={{ 'aria-label': t('menu:close_menu') }}
      data-testid="public-menu-drawer"
    >
      <Stack gap="md">
        <SideMenu items={sideMenu(guestContext)} onNavigate={onClose} />
        <Divider />
        <GuestMenuActions onNavigate={onClose} />
      </Stack>
    </Drawer>
  );
}
