import { Notifications } from '@mantine/notifications';

/** The toast container (loaded by DeferredNotifications with the first toast). */
export function NotificationsHost() {
  return <Notifications position="bottom-right" limit={4} />;
}
