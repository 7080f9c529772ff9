import { newConversationPath } from '@portal/contracts/common/portal-links';
import { CONTACTS_PAGE_SIZE, type Contact } from '@portal/contracts/messages/messages';
import { Badge, Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAddressBook, IconBan, IconFilter, IconPencil, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListEmptyState } from '../../../components/list/ListEmptyState.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useQueryUpdate } from '../../../lib/useListParams.ts';
import { useConfirmedAction } from '../../../components/list/useConfirmedAction.ts';
import { useContacts, useSpamToggle } from '../api/message-queries.ts';
import { MessageCenterFrame } from '../components/MessageCenterFrame.tsx';
import { formatPortalDay } from '../../../i18n/portal-time.ts';
import { personName } from '../components/message-format.ts';
import { PersonAvatar } from '../components/PersonAvatar.tsx';

type Filter = 'contacts' | 'spam';
const spamUsersOf = (f: Filter | null) => (f === 'spam' ? true : f === 'contacts' ? false : null);

function ContactCard({ c, onSpam, busy }: { c: Contact; onSpam: (c: Contact) => void; busy: boolean }) {
  const { t } = useTranslation('messages');
  const name = personName(c, t);
  return (
    <Card padding="md" data-testid={`contact-${c.id}`} component="article" aria-label={name}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <PersonAvatar person={c} size={48} />
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Group gap={6} wrap="wrap">
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Text>
              {c.isInSpam && (
                <Badge size="xs" color="orange" variant="light" data-testid="contact-spam-badge">
                  {t('contacts.spam_badge')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {c.company || t('contacts.no_company')}
            </Text>
            {c.lastMessageOn && (
              <Text size="xs" c="dimmed">
                {t('contacts.last_message', { date: formatPortalDay(c.lastMessageOn) })}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs">
          <Button
            component={Link}
            to={newConversationPath(`receiverId=${c.id}`)}
            state={{ receiver: { id: c.id, name, company: c.company, avatarName: c.avatarName } }}
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={t('contacts.write_named', { name })}
            data-testid="contact-write"
          >
            {t('contacts.write')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color={c.isInSpam ? 'teal' : 'orange'}
            leftSection={c.isInSpam ? <IconShieldCheck size={14} aria-hidden /> : <IconBan size={14} aria-hidden />}
            onClick={() => onSpam(c)}
            loading={busy}
            aria-label={t(c.isInSpam ? 'contacts.unmark_named' : 'contacts.mark_named', { name })}
            data-testid="contact-spam"
          >
            {t(c.isInSpam ? 'spam.unmark' : 'spam.mark')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The people of one's conversations (24 a page), all or only those marked (or not) as spam. */
export function ContactsPage() {
  const { t } = useTranslation('messages');
  const [params] = useSearchParams();
  const raw = params.get('filter');
  const filter: Filter | null = raw === 'contacts' || raw === 'spam' ? raw : null;
  const page = Math.max(1, Number(params.get('pageNum')) || 1);
  const query = useContacts({ pageNum: page, pageSize: CONTACTS_PAGE_SIZE, spamUsers: spamUsersOf(filter) });
  const spam = useSpamToggle();
  const act = useConfirmedAction();
  const data = query.data;

  const set = useQueryUpdate();

  const onSpam = (c: Contact) => {
    const name = personName(c, t);
    const next = !c.isInSpam;
    void act({
      ask: next ? { title: t('spam.ask_title'), message: t('spam.ask', { name }), confirmLabel: t('spam.mark'), danger: true } : undefined,
      run: () => spam.mutateAsync({ userId: c.id, spam: next }),
      done: t(next ? 'spam.marked' : 'spam.unmarked', { name }),
    });
  };

  return (
    <MessageCenterFrame active="contacts" title={t('contacts.title')} subtitle={t('contacts.subtitle')}>
      <ListPage
        gap="md"
        toolbar={
          <Group justify="space-between" align="flex-end" gap="sm">
            <Select
              label={t('contacts.filter')}
              placeholder={t('contacts.filter_all')}
              data={[
                { value: 'contacts', label: t('contacts.filter_contacts') },
                { value: 'spam', label: t('contacts.filter_spam') },
              ]}
              value={filter}
              onChange={(v) => set({ filter: v, pageNum: null })}
              clearable
              clearButtonProps={{ 'aria-label': t('contacts.filter_clear') }}
              leftSection={<IconFilter size={16} aria-hidden />}
              w={{ base: '100%', sm: 260 }}
              comboboxProps={{ withinPortal: true }}
              data-testid="contacts-filter"
            />
          </Group>
        }
        items={data?.users}
        loading={query.isPending}
        skeleton={
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Card key={i}>
                <Group gap="sm">
                  <Skeleton circle height={48} />
                  <Stack gap={6} style={{ flex: 1 }}>
                    <Skeleton height={12} width="60%" />
                    <Skeleton height={10} width="40%" />
                  </Stack>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        }
        empty={
          <ListEmptyState
            card
            icon={<IconAddressBook size={28} />}
            title={t(`contacts.empty.${filter ?? 'all'}.title`)}
            text={t(`contacts.empty.${filter ?? 'all'}.text`)}
            testId="contacts-empty"
          />
        }
        paging={{
          page,
          totalPages: data?.totalPages,
          onPage: (p) => set({ pageNum: p > 1 ? String(p) : null }),
          size: 'sm',
          controlLabel: (c) => t(`pagination.${c}`),
          pageLabel: (p) => t('pagination.page', { page: p }),
          summary: data && t('contacts.count', { count: data.totalCount }),
          stepBack: true,
        }}
      >
        {(rows) => (
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} data-testid="contact-list">
            {rows.map((c) => (
              <ContactCard key={c.id} c={c} onSpam={onSpam} busy={spam.isPending && spam.variables?.userId === c.id} />
            ))}
          </SimpleGrid>
        )}
      </ListPage>
    </MessageCenterFrame>
  );
}
