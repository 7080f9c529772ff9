import type { EventDetails } from '@portal/contracts/events/events';
import type { Speaker } from '@portal/contracts/programme/speakers';
import { Avatar, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMicrophone, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedRichText } from '../../../components/LocalizedRichText.tsx';
import { EditAction, RowActions } from '../../../components/list/RowActions.tsx';
import { initialsOf, publicFileUrl } from '../../../lib/stored-files.ts';
import { useDeleteSpeaker, useSpeakerSearch } from '../api/speaker-queries.ts';
import { CardDelete, EmptyList, loadedRows, TabList, useSearchedPages } from '../components/programme-list.tsx';
import { SpeakerFormModal } from './SpeakerFormModal.tsx';

/** The speakers tab: the organising chamber's speakers (reused across its events), searchable; organisers add, edit and delete them. */
export function SpeakersTab({ event }: { event: EventDetails }) {
  const { t } = useTranslation('programme');
  const { name, page, search, paging } = useSearchedPages(t('speakers.search'));
  const [editing, setEditing] = useState<{ saved: Speaker | null } | null>(null);
  const speakers = useSpeakerSearch(event.pkEventId, name, page);
  return (
    <>
      <TabList
        testId="speakers-tab"
        title={t('speakers.title')}
        actions={
          event.canManage && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ saved: null })} data-testid="add-speaker">
              {t('speakers.add')}
            </Button>
          )
        }
        search={search}
        {...loadedRows(speakers, speakers.data?.speakers)}
        empty={<EmptyList icon={IconMicrophone} title={t('speakers.empty_title')} text={t('speakers.empty_text')} />}
        paging={paging(speakers.data?.totalPages)}
      >
        {(list) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {list.map((s) => (
              <SpeakerCard key={s.pkSpeakerId} event={event} speaker={s} onEdit={() => setEditing({ saved: s })} />
            ))}
          </SimpleGrid>
        )}
      </TabList>
      {event.canManage && (
        <SpeakerFormModal event={event} saved={editing?.saved ?? null} opened={editing !== null} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

function SpeakerCard({ event, speaker: s, onEdit }: { event: EventDetails; speaker: Speaker; onEdit: () => void }) {
  const { t } = useTranslation('programme');
  const remove = useDeleteSpeaker(event.pkEventId);
  return (
    <Card withBorder padding="md" data-testid="speaker-card">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={s.photoName ? publicFileUrl(s.photoName) : null} alt="" size="lg" radius="xl">
          {initialsOf(s.fullName)}
        </Avatar>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {s.fullName}
          </Text>
          {(s.title || s.company) && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[s.title, s.company].filter(Boolean).join(', ')}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('halls.sessions_value', { count: s.schedulesCount })}
          </Text>
          <LocalizedRichText html={s.biography} language={s.textLanguages.biography} testId="speaker-card-biography" />
        </Stack>
        {event.canManage && (
          <RowActions>
            <EditAction label={t('speakers.edit_label', { name: s.fullName })} tooltip={t('actions.edit')} onClick={onEdit} />
            <CardDelete section="speakers" name={s.fullName} run={() => remove.mutateAsync(s.pkSpeakerId)} />
          </RowActions>
        )}
      </Group>
    </Card>
  );
}
