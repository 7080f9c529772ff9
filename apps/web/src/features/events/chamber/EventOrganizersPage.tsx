import {
  ActionIcon,
  Badge,
  Button,
  Card,
  EmptyState,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconBuildingBank, IconPlus, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../api/toasts.tsx';
import { useConfirm } from '../../../components/form/useConfirm.tsx';
import { EventFrame } from '../details/EventFrame.tsx';
import type { EventDetails } from '@portal/contracts/events/events';
import type { EventChamber } from '@portal/contracts/events/event-chambers';
import { useAddAssistant, useChambersWithEvent, useEventChambers, useRemoveAssistant } from '../api/event-chamber-queries.ts';
import { toastUnhandled } from '../../../api/unhandled-errors.ts';
import { LoadingRows } from '../../../components/list/LoadingRows.tsx';

/** chamber-events/details/{eventId}/organizers: the organising chamber and its assistant organisers. */
export function EventOrganizersPage() {
  return <EventFrame tab="organizers">{(event) => <Organizers event={event} />}</EventFrame>;
}

function Organizers({ event }: { event: EventDetails }) {
  const { t } = useTranslation('events-chamber');
  const chambers = useEventChambers(event.pkEventId);
  const remove = useRemoveAssistant();
  const confirm = useConfirm();

  const onRemove = async (chamber: EventChamber) => {
    const ok = await confirm({
      title: t('organizers.remove_title'),
      message: t('organizers.remove_question', { name: chamber.name }),
      confirmLabel: t('organizers.remove'),
      cancelLabel: t('actions.cancel'),
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync({ chamberId: chamber.pkChamberId, eventId: event.pkEventId });
      toastSuccess(t('organizers.removed', { name: chamber.name }));
    } catch (err) {
      // The API client has told the user. A lost connection is told here.
      toastUnhandled(err);
    }
  };

  const list = chambers.data ? [...chambers.data].sort((a, b) => Number(b.isOrganizer) - Number(a.isOrganizer)) : undefined;
  return (
    <Stack gap="lg" data-testid="event-organizers">
      <Card>
        <Group gap="xs" mb={4}>
          <IconUsersGroup size={20} color="var(--mantine-color-brand-6)" aria-hidden />
          <Title order={2} fz="lg">
            {t('organizers.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed" mb="md">
          {event.canEdit ? t('organizers.subtitle_edit') : t('organizers.subtitle')}
        </Text>
        {!list ? (
          <LoadingRows label={t('organizers.loading')} count={2} row={<Skeleton h={52} />} />
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('organizers.title')}>
            {list.map((c) => (
              <Group
                key={c.pkChamberId}
                component="li"
                aria-label={c.name}
                justify="space-between"
                wrap="nowrap"
                p="sm"
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
              >
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <ThemeIcon variant="light" size={40} radius="md" color={c.isOrganizer ? 'brand' : 'grape'} aria-hidden>
                    <IconBuildingBank size={20} />
                  </ThemeIcon>
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {c.name}
                    </Text>
                    <Group gap={8} mt={2}>
                      <Badge variant="light" radius="sm" size="sm" color={c.isOrganizer ? 'brand' : 'grape'}>
                        {c.isOrganizer ? t('organizers.organizer') : t('organizers.assistant')}
                      </Badge>
                      {c.countryName && (
                        <Text size="sm" c="dimmed">
                          {c.countryName}
                        </Text>
                      )}
                    </Group>
                  </div>
                </Group>
                {event.canEdit && !c.isOrganizer && (
                  <Tooltip label={t('organizers.remove')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size={36}
                      onClick={() => onRemove(c)}
                      loading={remove.isPending && remove.variables?.chamberId === c.pkChamberId}
                      aria-label={t('organizers.remove_named', { name: c.name })}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            ))}
          </Stack>
        )}
        {list && list.length === 1 && (
          <EmptyState
            mt="md"
            py={16}
            variant="light"
            icon={<IconUsersGroup size={24} />}
            title={t('organizers.no_assistants_title')}
            description={event.canEdit ? t('organizers.no_assistants_edit') : t('organizers.no_assistants')}
          />
        )}
      </Card>
      {event.canEdit && <AddAssistant eventId={event.pkEventId} />}
    </Stack>
  );
}

/** The chambers not yet taking part, to add one as assistant organiser. */
function AddAssistant({ eventId }: { eventId: number }) {
  const { t } = useTranslation('events-chamber');
  const all = useChambersWithEvent(eventId, true);
  const add = useAddAssistant();
  const [chamberId, setChamberId] = useState<string | null>(null);
  const choices = (all.data ?? [])
    .filter((c) => !c.isEventOrganizer && !c.isEventAssistant)
    .map((c) => ({ value: String(c.pkChamberId), label: c.countryName ? `${c.name} (${c.countryName})` : c.name }));

  const submit = async () => {
    if (!chamberId) return;
    const name = choices.find((c) => c.value === chamberId)?.label ?? '';
    try {
      await add.mutateAsync({ fkEventId: eventId, fkChamberId: Number(chamberId) });
      setChamberId(null);
      toastSuccess(t('organizers.added', { name }));
    } catch (err) {
      // The API client has told the user. A lost connection is told here.
      toastUnhandled(err);
    }
  };

  return (
    <Card component="section" aria-label={t('organizers.add_title')}>
      <Title order={2} fz="lg" mb={2}>
        {t('organizers.add_title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('organizers.add_hint')}
      </Text>
      <Group align="flex-end" gap="sm">
        <Select
          label={t('organizers.add_label')}
          placeholder={all.data && choices.length === 0 ? t('organizers.add_none') : t('organizers.add_placeholder')}
          data={choices}
          value={chamberId}
          onChange={setChamberId}
          searchable
          disabled={!all.data || choices.length === 0}
          style={{ flex: '1 1 260px' }}
        />
        <Button onClick={submit} disabled={!chamberId} loading={add.isPending} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('organizers.add')}
        </Button>
      </Group>
    </Card>
  );
}
