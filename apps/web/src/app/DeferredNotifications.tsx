import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const NotificationsHost = lazy(() => import('./NotificationsHost.tsx').then((m) => ({ default: m.NotificationsHost })));

/**
 * Mantine's toast container, loaded with the first toast rather than with the first page: the
 * notifications store holds the toast meanwhile. Stays mounted afterwards.
 */
export function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && (notifications.length || queue.length)) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
