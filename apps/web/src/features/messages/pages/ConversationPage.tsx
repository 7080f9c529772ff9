import { conversationPath } from '@portal/contracts/common/portal-links';
import type { ConversationThread, Message } from '@portal/contracts/messages/messages';
import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowLeft, IconBan, IconMail, IconRestore, IconSend, IconShieldCheck, IconTrash } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { toastSuccess } from '../../../api/toasts.tsx';
import { fieldMessage } from '../../../components/form/FieldMessage.tsx';
import { LazyRichTextField } from '../../../components/form/LazyRichTextField.tsx';
import { useConfirmedAction } from '../../../components/list/useConfirmedAction.ts';
import { RichTextView } from '../../../components/ui/RichTextView.tsx';
import { hasRichText } from '../../../lib/rich-text-html.ts';
import {
  useDeleteConversation,
  useMarkRead,
  useRestoreConversation,
  useSendReply,
  useSpamToggle,
  useThread,
} from '../api/message-queries.ts';
import type { MessageFolder } from '../api/messages.api.ts';
import { folderPath, MessageCenterFrame, type MessageSection } from '../components/MessageCenterFrame.tsx';
import { fullTime, MESSAGE_CENTER, personName } from '../components/message-format.ts';
import { PersonAvatar } from '../components/PersonAvatar.tsx';
import classes from '../messages.module.css';
import { toastUnhandled } from '../../../api/unhandled-errors.ts';

const sectionOf: Record<MessageFolder, MessageSection> = { inbox: 'conversations', spam: 'spam', deleted: 'deleted' };

/** The folder a thread's address belongs to: spam/{id}, deleted/{id}, else the conversations. */
function folderOf(pathname: string): MessageFolder {
  if (pathname.includes(`${MESSAGE_CENTER}/spam/`)) return 'spam';
  if (pathname.includes(`${MESSAGE_CENTER}/deleted/`)) return 'deleted';
  return 'inbox';
}

function MessageItem({ m }: { m: Message }) {
  const { t } = useTranslation('messages');
  const name = personName(m.sender, t);
  return (
    <Group component="article" gap="sm" wrap="nowrap" align="flex-start" data-testid={`message-${m.pkMessageId}`} aria-label={name}>
      <PersonAvatar person={m.sender} size={40} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="wrap" align="baseline">
          <Text size="sm" fw={600}>
            {m.isMine ? t('thread.you') : name}
          </Text>
          {m.sender.company && (
            <Text size="xs" c="dimmed">
              {m.sender.company}
            </Text>
          )}
          {m.guestEmail && (
            <Text size="xs" c="dimmed">
              {m.guestEmail}
            </Text>
          )}
          <Text size="xs" c="dimmed" ml="auto" component="time" dateTime={m.sendOn}>
            {fullTime(m.sendOn)}
          </Text>
          {m.isUnread && (
            <Badge size="xs" color="brand" variant="filled">
              {t('thread.new')}
            </Badge>
          )}
        </Group>
        <div className={classes.bubble} data-mine={m.isMine || undefined} data-unread={m.isUnread || undefined}>
          <RichTextView html={m.content} />
        </div>
      </Stack>
    </Group>
  );
}

function ReplyBox({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation('messages');
  const [content, setContent] = useState('');
  const [error, setError] = useState<ReactNode>(null);
  const send = useSendReply();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!hasRichText(content)) return setError(fieldMessage({ key: 'validation.required' }));
    setError(null);
    try {
      await send.mutateAsync({ fkConversationId: conversationId, content });
    } catch (err) {
      // The client has said why (a toast), or it is told here; the text stays to try again.
      toastUnhandled(err);
      return;
    }
    setContent('');
    toastSuccess(t('thread.reply_sent'));
  };
  return (
    <Card component="form" onSubmit={submit} noValidate data-testid="reply-form">
      <Stack gap="sm">
        <LazyRichTextField
          label={t('thread.reply')}
          placeholder={t('thread.reply_placeholder')}
          value={content}
          onChange={(html) => {
            setContent(html);
            if (error && hasRichText(html)) setError(null);
          }}
          error={error}
          height={140}
        />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={send.isPending} data-testid="reply-send">
            {t('thread.send')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ByMail({ thread }: { thread: ConversationThread }) {
  const { t } = useTranslation('messages');
  const email = thread.messages.find((m) => m.guestEmail)?.guestEmail;
  return (
    <Alert color="blue" variant="light" icon={<IconMail size={18} />} title={t('thread.by_mail_title')} data-testid="reply-by-mail">
      <Stack gap={6} align="flex-start">
        <Text size="sm">{t('thread.by_mail_text')}</Text>
        {email && (
          <Anchor href={`mailto:${email}?subject=${encodeURIComponent(`Re: ${thread.title}`)}`} fw={600}>
            {email}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}

function ThreadSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      {[0, 1].map((i) => (
        <Group key={i} gap="sm" align="flex-start" wrap="nowrap">
          <Skeleton circle height={40} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width="30%" />
            <Skeleton height={64} />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * One conversation (conversations/{id}, spam/{id}, deleted/{id} and message-center-new/{id}):
 * its messages oldest first, the reply box (or the visitor's address to answer by mail) and the
 * actions: back to the folder, mark the other person as spam or not, delete or restore.
 */
export function ConversationPage() {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const folder = folderOf(pathname);
  const { id: idParam } = useParams();
  const id = /^\d+$/.test(idParam ?? '') && Number(idParam) > 0 ? Number(idParam) : null;
  const query = useThread(id, folder === 'deleted');
  const pages = query.data?.pages;
  const thread = pages?.[0];
  const messages = pages?.flatMap((p) => p.messages) ?? [];
  const markRead = useMarkRead();
  const remove = useDeleteConversation();
  const restore = useRestoreConversation();
  const spam = useSpamToggle();
  const act = useConfirmedAction();
  const [spamOverride, setSpamOverride] = useState<boolean | null>(null);
  const marked = useRef<number | null>(null);

  useEffect(() => {
    if (id === null) navigate('/404', { replace: true });
  }, [id, navigate]);

  const hasUnread = messages.some((m) => m.isUnread);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per conversation opened with unread messages
  useEffect(() => {
    if (id !== null && hasUnread && marked.current !== id) {
      marked.current = id;
      markRead.mutate(id);
    }
  }, [id, hasUnread]);

  const back = typeof state?.back === 'string' && state.back.startsWith('/') ? state.back : folderPath(sectionOf[folder]);
  const other = thread && thread.people.length === 1 && thread.people[0].pkUserId ? thread.people[0] : null;
  const otherIsSpam =
    spamOverride ?? (folder === 'spam' || messages.some((m) => !m.isMine && m.isSpam && m.sender.pkUserId === other?.pkUserId));

  const toggleSpam = async () => {
    if (!other?.pkUserId) return;
    const name = personName(other, t);
    const next = !otherIsSpam;
    const done = await act({
      ask: next ? { title: t('spam.ask_title'), message: t('spam.ask', { name }), confirmLabel: t('spam.mark'), danger: true } : undefined,
      run: () => spam.mutateAsync({ userId: other.pkUserId as number, spam: next }),
      done: t(next ? 'spam.marked' : 'spam.unmarked', { name }),
    });
    if (done) setSpamOverride(next);
  };

  const onDelete = async () => {
    if (id === null) return;
    const done = await act({
      ask: { title: t('thread.delete_title'), message: t('thread.delete_ask'), confirmLabel: t('thread.delete'), danger: true },
      run: () => remove.mutateAsync(id),
      done: t('thread.deleted'),
    });
    if (done) navigate(folderPath(sectionOf[folder]));
  };

  const onRestore = async () => {
    if (id === null) return;
    const done = await act({ run: () => restore.mutateAsync(id), done: t('thread.restored') });
    if (done) navigate(conversationPath(id));
  };

  const deleted = folder === 'deleted' || !!thread?.isDeleted;
  const actions = (
    <Group gap="xs" wrap="wrap">
      <Button component={Link} to={back} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} data-testid="thread-back">
        {t(`thread.back.${folder}`)}
      </Button>
      {thread && other && (
        <Tooltip label={t(otherIsSpam ? 'spam.unmark_help' : 'spam.mark_help', { name: personName(other, t) })}>
          <Button
            variant="light"
            color={otherIsSpam ? 'teal' : 'orange'}
            leftSection={otherIsSpam ? <IconShieldCheck size={16} aria-hidden /> : <IconBan size={16} aria-hidden />}
            onClick={toggleSpam}
            loading={spam.isPending}
            data-testid="thread-spam"
          >
            {t(otherIsSpam ? 'spam.unmark' : 'spam.mark')}
          </Button>
        </Tooltip>
      )}
      {thread &&
        (deleted ? (
          <Button
            variant="light"
            leftSection={<IconRestore size={16} aria-hidden />}
            onClick={onRestore}
            loading={restore.isPending}
            data-testid="thread-restore"
          >
            {t('thread.restore')}
          </Button>
        ) : (
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onDelete}
            loading={remove.isPending}
            data-testid="thread-delete"
          >
            {t('thread.delete')}
          </Button>
        ))}
    </Group>
  );

  const subtitle = thread && (
    <Text component="span" size="sm" c="dimmed">
      {t('thread.with', {
        people: thread.people.map((p) => (p.company ? `${personName(p, t)} (${p.company})` : personName(p, t))).join(', ') || '—',
      })}
    </Text>
  );

  return (
    <MessageCenterFrame active={sectionOf[folder]} title={thread?.title ?? t('thread.loading')} subtitle={subtitle}>
      <Stack gap="lg" data-testid="thread">
        {actions}
        {!thread ? (
          query.isError ? (
            <Alert color="red" title={t('thread.load_error')}>
              <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
                {t('thread.try_again')}
              </Button>
            </Alert>
          ) : (
            <ThreadSkeleton />
          )
        ) : (
          <>
            {otherIsSpam && other && (
              <Alert color="orange" variant="light" icon={<IconBan size={18} />} data-testid="thread-spam-note">
                {t('spam.note', { name: personName(other, t) })}
              </Alert>
            )}
            <Card>
              <Stack gap="lg" component="section" aria-label={t('thread.messages', { count: thread.totalCount })}>
                {messages.map((m) => (
                  <MessageItem key={m.pkMessageId} m={m} />
                ))}
                {query.hasNextPage && (
                  <Button
                    variant="subtle"
                    leftSection={<IconArrowBackUp size={16} aria-hidden />}
                    onClick={() => query.fetchNextPage()}
                    loading={query.isFetchingNextPage}
                    style={{ alignSelf: 'center' }}
                  >
                    {t('thread.more')}
                  </Button>
                )}
              </Stack>
            </Card>
            {deleted ? (
              <Text size="sm" c="dimmed">
                {t('thread.deleted_note')}
              </Text>
            ) : thread.canReply ? (
              <ReplyBox conversationId={thread.pkConversationId} />
            ) : (
              <ByMail thread={thread} />
            )}
          </>
        )}
      </Stack>
    </MessageCenterFrame>
  );
}
