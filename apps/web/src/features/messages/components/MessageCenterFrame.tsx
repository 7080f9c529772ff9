import { Box, Button, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconAddressBook, IconBan, IconInbox, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLiveArrivals } from '../../../lib/live-events.ts';
import { COMPANY_ROLES } from '../../../lib/roles.ts';
import { UnreadBadge } from '../../../components/ui/UnreadBadge.tsx';
import { useMarkMessageNotificationsRead } from '../../notifications/api/notification-queries.ts';
import { messageKeys } from '../api/message-keys.ts';
import { useCurrentUser } from '../../../session/useSession.ts';
import { useMessageCounters } from '../api/message-queries.ts';
import { MESSAGE_CENTER } from './message-format.ts';

export type MessageSection = 'conversations' | 'spam' | 'deleted' | 'contacts';

const sectionPath: Record<MessageSection, string> = {
  conversations: `${MESSAGE_CENTER}/conversations`,
  spam: `${MESSAGE_CENTER}/spam`,
  deleted: `${MESSAGE_CENTER}/deleted`,
  contacts: '/message-center/contacts',
};
const sectionIcon = { conversations: IconInbox, spam: IconBan, deleted: IconTrash, contacts: IconAddressBook };

export const folderPath = (section: MessageSection) => sectionPath[section];

interface Props {
  /** The folder the page belongs to (highlighted in the navigation). */
  active: MessageSection;
  /** The page's heading (h1). */
  title: string;
  subtitle?: ReactNode;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** Spam and contacts are a company user's, as in the menu. */
function useSections(): MessageSection[] {
  const roleId = useCurrentUser()?.fkRoleId;
  const company = (COMPANY_ROLES as readonly number[]).includes(roleId ?? 0);
  return company ? ['conversations', 'spam', 'deleted', 'contacts'] : ['conversations', 'deleted'];
}

/**
 * Opening a message centre page reads the new-message notifications (spec-1 section 4); whatever
 * arrives on the live channel while it is open refreshes the folders, the thread and the counters.
 */
function useMessageCentreLive() {
  const client = useQueryClient();
  const { mutate: markRead } = useMarkMessageNotificationsRead();
  useEffect(() => markRead(), [markRead]);
  // A message arriving meanwhile rings the bell like anywhere else; its folder and counter refresh.
  useLiveArrivals(() => void client.invalidateQueries({ queryKey: messageKeys.all }));
}

/**
 * Every page of the message centre: the page's heading, on phones the folders as a row of tabs
 * with their unread counts (wider screens have them in the side menu and the section's top bar,
 * with the same counts: menu badges), and the body.
 */
export function MessageCenterFrame({ active, title, subtitle, actions, children }: Props) {
  const { t } = useTranslation('messages');
  const sections = useSections();
  const counters = useMessageCounters().data;
  const unread: Partial<Record<MessageSection, number>> = {
    conversations: counters?.unreadMessagesInInbox,
    spam: counters?.unreadSpamMessagesInInbox,
  };
  const unreadLabel = (n: number | undefined) => t('frame.unread', { count: n ?? 0 });
  useMessageCentreLive();

  return (
    <Stack gap="lg" data-testid="message-center" data-section={active}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {subtitle && <Text c="dimmed">{subtitle}</Text>}
        </div>
        {actions}
      </Group>
      <Box hiddenFrom="md">
        <ScrollArea type="auto" scrollbarSize={4} offsetScrollbars={false}>
          <Group
            component="nav"
            aria-label={t('frame.folders')}
            gap={4}
            wrap="nowrap"
            pb={6}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
          >
            {sections.map((s) => {
              const Icon = sectionIcon[s];
              const current = s === active;
              return (
                <Button
                  key={s}
                  component={Link}
                  to={sectionPath[s]}
                  variant={current ? 'light' : 'subtle'}
                  color={current ? 'brand' : 'gray'}
                  size="compact-md"
                  leftSection={<Icon size={16} aria-hidden />}
                  rightSection={
                    unread[s] ? <UnreadBadge count={unread[s]} label={unreadLabel(unread[s])} testId={`folder-badge-${s}`} /> : undefined
                  }
                  aria-current={current ? 'page' : undefined}
                  style={{ flexShrink: 0 }}
                >
                  {t(`frame.${s}`)}
                </Button>
              );
            })}
          </Group>
        </ScrollArea>
      </Box>
      {children}
    </Stack>
  );
}
