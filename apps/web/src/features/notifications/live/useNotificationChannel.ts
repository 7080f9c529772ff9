import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { announceArrival } from '../../../lib/live-events.ts';
import { notificationKeys } from '../api/notification-keys.ts';
import { receivePushed } from '../api/notification-queries.ts';
import { NotificationChannel } from './notification-socket.ts';

/**
 * Holds the live channel while the user is signed in (spec: started when the user has a
 * notification token). A pushed id updates the lists and the badge and calls `onArrival`; after
 * a reconnection everything is fetched again, in case something arrived in between.
 */
export function useNotificationChannel(token: string | null | undefined, onArrival: () => void) {
  const client = useQueryClient();
  const arrival = useRef(onArrival);
  arrival.current = onArrival;
  useEffect(() => {
    if (!token || typeof WebSocket === 'undefined') return;
    let connectedBefore = false;
    const channel = new NotificationChannel(token, {
      onNotification: (id) => {
        void receivePushed(client, id);
        announceArrival(id);
        arrival.current();
      },
      onState: (state) => {
        if (state !== 'connected') return;
        if (connectedBefore) void client.invalidateQueries({ queryKey: notificationKeys.all });
        connectedBefore = true;
      },
    }).start();
    return () => channel.stop();
  }, [token, client]);
}
