import { ActionIcon, Drawer, Indicator, Popover } from '@mantine/core';
import { useDisclosure, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../session/useSession.ts';
import { useUnreadCount } from './api/notification-queries.ts';
import { useNotificationChannel } from './live/useNotificationChannel.ts';
import { NotificationPanel } from './panel/NotificationPanel.tsx';
import classes from './panel/notifications.module.css';

/** Phones get the panel as a drawer from the right; wider screens a popover under the bell. */
const PHONE_QUERY = '(max-width: 36em)';
const WOBBLE_MS = 900;

/** The bell of the top bar: unread badge, the panel, and the live channel behind them. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const user = useCurrentUser();
  const [opened, panel] = useDisclosure(false);
  const phone = useMediaQuery(PHONE_QUERY);
  const [wobble, setWobble] = useState(0);
  const count = useUnreadCount(!!user).data ?? 0;
  const arrived = useCallback(() => setWobble((w) => w + 1), []);
  useNotificationChannel(user?.notificationToken, arrived);
  // The popover closes on Escape by itself only with the focus inside it; after a click the focus
  // is on the bell, and after clear all its button is gone: Escape closes the panel wherever it is.
  useWindowEvent('keydown', (e) => {
    if (e.key === 'Escape' && opened && !e.defaultPrevented) panel.close();
  });
  useEffect(() => {
    if (!wobble) return;
    const timer = setTimeout(() => setWobble(0), WOBBLE_MS);
    return () => clearTimeout(timer);
  }, [wobble]);
  if (!user) return null;

  const button = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      onClick={panel.toggle}
      aria-label={count > 0 ? t('bell_unread', { count }) : t('bell')}
      data-testid="notification-bell"
      data-unread={count}
    >
      <IconBell size={22} key={wobble} className={wobble ? classes.wobble : undefined} data-wobble={wobble ? true : undefined} />
    </ActionIcon>
  );
  const badge = (child: ReactNode) => (
    <Indicator label={count > 99 ? '99+' : count} size={18} disabled={count <= 0} offset={4} color="red" data-testid="notification-badge">
      {child}
    </Indicator>
  );

  if (phone)
    return (
      <>
        {badge(button)}
        <Drawer
          opened={opened}
          onClose={panel.close}
          position="right"
          size="100%"
          title={t('title')}
          closeButtonProps={{ 'aria-label': t('close') }}
        >
          <NotificationPanel onClose={panel.close} withHeader={false} maxHeight="calc(100dvh - 120px)" />
        </Drawer>
      </>
    );

  // The popover's target is the button itself (it carries aria-expanded and aria-controls).
  return badge(
    <Popover
      opened={opened}
      onChange={(o) => (o ? panel.open() : panel.close())}
      position="bottom-end"
      width={380}
      shadow="md"
      withinPortal
    >
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown p="sm">
        <NotificationPanel onClose={panel.close} />
      </Popover.Dropdown>
    </Popover>,
  );
}
