import { newConversationPath } from '@portal/contracts/common/portal-links';
import { MAX_PAGE_SIZE } from '@portal/contracts/common/paging';
import { type Conversation, MESSAGES_PAGE_SIZE } from '@portal/contracts/messages/messages';
import { Badge, Button, Card, CloseButton, Group, Skeleton, Stack, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBan, IconInbox, IconSearch, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { DateField } from '../../../components/form/DateField.tsx';
import { ListEmptyState } from '../../../components/list/ListEmptyState.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { SEARCH_DELAY_MS, useQueryUpdate } from '../../../lib/useListParams.ts';
import { useConversations } from '../api/message-queries.ts';
import type { MessageFolder } from '../api/messages.api.ts';
import { MessageCenterFrame, type MessageSection } from '../components/MessageCenterFrame.tsx';
import { listTime, MESSAGE_CENTER, peopleNames, plainText, queryDay, queryText } from '../components/message-format.ts';
import { PeopleAvatars } from '../components/PersonAvatar.tsx';
import classes from '../messages.module.css';

const sectionOf: Record<MessageFolder, MessageSection> = { inbox: 'conversations', spam: 'spam', deleted: 'deleted' };
const emptyIcon = { inbox: IconInbox, spam: IconBan, deleted: IconTrash };

/** The address of a conversation opened from a folder. */
export const conversationPath = (folder: MessageFolder, id: number) => `${MESSAGE_CENTER}/${sectionOf[folder]}/${id}`;

/**
 * The list's search in the address (pageNum, pageSize, searchTerm, startDate, endDate, as the
 * header's new-message button writes them; 'null' there means nothing).
 */
function useMessageSearch() {
  const [params] = useSearchParams();
  const pageNum = Math.max(1, Number(params.get('pageNum')) || 1);
  const size = Number(params.get('pageSize'));
  const pageSize = Number.isInteger(size) && size >= 1 ? Math.min(size, MAX_PAGE_SIZE) : MESSAGES_PAGE_SIZE;
  const searchTerm = queryText(params.get('searchTerm'));
  const startDate = queryDay(params.get('startDate'));
  const endDate = queryDay(params.get('endDate'));
  const update = useQueryUpdate();
  return { pageNum, pageSize, searchTerm, startDate, endDate, update };
}

function ConversationRow({ c, folder, back }: { c: Conversation; folder: MessageFolder; back: string }) {
  const { t } = useTranslation('messages');
  const unread = c.unreadCount > 0;
  const last = c.lastMessage;
  const who = peopleNames(c.people, t) || t('list.no_people');
  // The company beside a single person (a truncated line keeps both in its title).
  const company = c.people.length === 1 ? c.people[0].company : null;
  const preview = plainText(last.content);
  return (
    <UnstyledButton
      component={Link}
      to={conversationPath(folder, c.pkConversationId)}
      state={{ back }}
      className={classes.row}
      data-unread={unread || undefined}
      data-testid={`conversation-${c.pkConversationId}`}
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <div aria-hidden>
          <PeopleAvatars people={c.people} size={44} />
        </div>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" fw={unread ? 700 : 500} truncate="end" style={{ minWidth: 0 }} title={[who, company].filter(Boolean).join(' ')}>
              {who}
              {company && (
                <Text span size="xs" c="dimmed" fw={400}>
                  {' '}
                  {company}
                </Text>
              )}
            </Text>
            <Text size="xs" c={unread ? 'brand' : 'dimmed'} fw={unread ? 700 : 400} style={{ flexShrink: 0 }}>
              {listTime(last.sendOn)}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text
              size="sm"
              fw={unread ? 700 : 500}
              c={unread ? undefined : 'dark.6'}
              truncate="end"
              style={{ minWidth: 0 }}
              title={c.title}
            >
              {c.title}
            </Text>
            {unread && (
              <Badge size="sm" color="brand" variant="filled" style={{ flexShrink: 0 }}>
                {c.unreadCount}
                <VisuallyHidden> {t('list.unread', { count: c.unreadCount })}</VisuallyHidden>
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
            {last.isMine && (
              <Text span size="sm" fw={500} c="dimmed">
                {t('list.you')}:{' '}
              </Text>
            )}
            {preview}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

function ConversationList({ folder }: { folder: MessageFolder }) {
  const { t } = useTranslation('messages');
  const { pathname, search: address } = useLocation();
  const { pageNum, pageSize, searchTerm, startDate, endDate, update } = useMessageSearch();
  const [text, setText] = useState(searchTerm);
  const [typed] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text drives the address
  useEffect(() => {
    if (typed !== searchTerm) update({ searchTerm: typed || null, pageNum: null });
  }, [typed]);

  const query = useConversations(folder, {
    pageNum,
    pageSize,
    ...(searchTerm ? { searchTerm } : {}),
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
  });
  const filtered = !!(searchTerm || startDate || endDate);
  const Icon = emptyIcon[folder];
  const data = query.data;

  return (
    <ListPage
      gap="md"
      toolbar={
        <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t('list.filters')}>
          <TextInput
            label={t('list.search')}
            placeholder={t('list.search_placeholder')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={text ? <CloseButton size="sm" aria-label={t('list.clear_search')} onClick={() => setText('')} /> : null}
            type="search"
            style={{ flex: '1 1 240px' }}
            data-testid="message-search"
          />
          <DateField
            label={t('list.from')}
            value={startDate}
            maxDate={endDate ?? undefined}
            onChange={(v) => update({ startDate: v, pageNum: null })}
            w={{ base: 'calc(50% - 6px)', sm: 170 }}
            data-testid="message-from"
          />
          <DateField
            label={t('list.to')}
            value={endDate}
            minDate={startDate ?? undefined}
            onChange={(v) => update({ endDate: v, pageNum: null })}
            w={{ base: 'calc(50% - 6px)', sm: 170 }}
            data-testid="message-to"
          />
          {filtered && (
            <Button
              variant="subtle"
              color="gray"
              onClick={() => {
                setText('');
                update({ searchTerm: null, startDate: null, endDate: null, pageNum: null });
              }}
            >
              {t('list.clear_filters')}
            </Button>
          )}
        </Group>
      }
      items={data?.conversations}
      loading={query.isPending}
      skeleton={
        <Card p={0} role="status" aria-busy="true" aria-label={t('list.loading')}>
          {[0, 1, 2, 3].map((i) => (
            <Group key={i} gap="md" p="md" wrap="nowrap" className={classes.skeletonRow}>
              <Skeleton circle height={44} />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={12} width="30%" />
                <Skeleton height={12} width="55%" />
                <Skeleton height={10} width="80%" />
              </Stack>
            </Group>
          ))}
        </Card>
      }
      empty={
        filtered ? (
          <ListEmptyState
            card
            icon={<IconSearch size={28} />}
            title={t('list.no_match_title')}
            text={t('list.no_match_text')}
            testId="messages-empty"
          />
        ) : (
          <ListEmptyState
            card
            icon={<Icon size={28} />}
            title={t(`list.empty.${folder}.title`)}
            text={t(`list.empty.${folder}.text`)}
            testId="messages-empty"
            actions={
              folder === 'inbox' && (
                // Not "New message" again: the header has that link, a screen reader lists both.
                <Button component={Link} to={newConversationPath()}>
                  {t('frame.first_message')}
                </Button>
              )
            }
          />
        )
      }
      paging={{
        page: pageNum,
        totalPages: data?.totalPages,
        onPage: (p) => update({ pageNum: p > 1 ? String(p) : null }),
        size: 'sm',
        controlLabel: (c) => t(`pagination.${c}`),
        pageLabel: (p) => t('pagination.page', { page: p }),
        summary: data && t('list.count', { count: data.totalCount }),
        stepBack: true,
      }}
    >
      {(rows) => (
        <Card p={0} className={classes.list} data-testid="conversation-list">
          {rows.map((c) => (
            <ConversationRow key={c.pkConversationId} c={c} folder={folder} back={`${pathname}${address}`} />
          ))}
        </Card>
      )}
    </ListPage>
  );
}

function FolderPage({ folder }: { folder: MessageFolder }) {
  const { t } = useTranslation('messages');
  return (
    <MessageCenterFrame active={sectionOf[folder]} title={t(`folders.${folder}.title`)} subtitle={t(`folders.${folder}.subtitle`)}>
      <ConversationList folder={folder} />
    </MessageCenterFrame>
  );
}

export const InboxPage = () => <FolderPage folder="inbox" />;
export const SpamPage = () => <FolderPage folder="spam" />;
export const DeletedPage = () => <FolderPage folder="deleted" />;
