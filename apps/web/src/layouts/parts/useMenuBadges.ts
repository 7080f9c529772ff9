import { useQueryClient } from '@tanstack/react-query';
import { messageKeys } from '../../features/messages/api/message-keys.ts';
import { useMessageCounters } from '../../features/messages/api/message-queries.ts';
import { useLiveArrivals } from '../../lib/live-events.ts';

/** Counts shown beside menu entries, by the entry's key. */
export type MenuBadges = Partial<Record<string, number>>;

/**
 * The unread counts of the message centre's inbox and spam beside their entries (side menu and
 * the section's top bar), kept current by the live channel.
 */
export function useMenuBadges(): MenuBadges {
  const client = useQueryClient();
  const counters = useMessageCounters().data;
  useLiveArrivals(() => void client.invalidateQueries({ queryKey: messageKeys.counters }));
  return { conversations: counters?.unreadMessagesInInbox, spam: counters?.unreadSpamMessagesInInbox };
}
