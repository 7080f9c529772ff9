import type { WishedPerson } from '@portal/contracts/meetings/meeting-wishes';
import { ActionIcon, Badge, Button, Group, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconHeartHandshake, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../api/toasts.tsx';
import { isApiError } from '../../../api/api-error.ts';
import { useMyWishes, useWishChange } from '../api/scheduler-queries.ts';
import { AttendeePicker } from '../components/AttendeePicker.tsx';
import { MeetingPersonLine } from '../components/MeetingPersonLine.tsx';
import { PanelCard } from '../components/PanelCard.tsx';
import { personName } from '../components/meeting-format.ts';

/**
 * "People I want to meet": a registered attendee marks whom they want to meet in the session and
 * sees who wants to meet them. Wishes both sides made are what the organisers' scheduler books.
 */
export function MeetingWishesCard({ eventId, scheduleId, meId }: { eventId: number; scheduleId: number; meId: number }) {
  const { t } = useTranslation('meetings');
  const wishes = useMyWishes(scheduleId);
  const change = useWishChange();
  const w = wishes.data;

  const set = (person: number, add: boolean) =>
    change.mutate(
      { fkScheduleId: scheduleId, fkUserId: person, add },
      {
        onError: (err) =>
          toastError(
            isApiError(err) ? (Object.values(err.fields ?? {})[0] ?? err.messageKey) : 'general_error',
            isApiError(err) ? err.params : undefined,
          ),
      },
    );

  return (
    <PanelCard id="meeting-wishes-title" icon={IconHeartHandshake} title={t('wishes.title')} testId="meeting-wishes">
      <Text size="sm" c="dimmed">
        {t('wishes.intro')}
      </Text>
      <AttendeePicker
        eventId={eventId}
        meId={meId}
        value={null}
        onChange={(v) => v && set(Number(v), true)}
        label={t('wishes.add')}
        description={t('wishes.add_help')}
        exclude={new Set(w?.wanted.map((p) => p.pkUserId))}
        autoFocus={false}
        testId="wish-person"
      />
      {wishes.isPending && <Skeleton h={60} />}
      {w && w.wanted.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="wishes-empty">
          {t('wishes.empty')}
        </Text>
      )}
      {w && w.wanted.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="wishes-wanted">
          {w.wanted.map((p) => (
            <WishRow key={p.pkUserId} person={p}>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => set(p.pkUserId, false)}
                aria-label={t('wishes.remove', { name: personName(p) })}
                data-testid={`wish-remove-${p.pkUserId}`}
              >
                <IconX size={16} />
              </ActionIcon>
            </WishRow>
          ))}
        </Stack>
      )}
      {w && w.wantedBy.length > 0 && (
        <Stack gap="xs">
          <Title order={4} fz="sm">
            {t('wishes.wanted_by', { count: w.wantedBy.length })}
          </Title>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="wishes-wanted-by">
            {w.wantedBy.map((p) => (
              <WishRow key={p.pkUserId} person={p}>
                <Button size="xs" variant="light" onClick={() => set(p.pkUserId, true)} data-testid={`wish-back-${p.pkUserId}`}>
                  {t('wishes.want_too')}
                </Button>
              </WishRow>
            ))}
          </Stack>
        </Stack>
      )}
    </PanelCard>
  );
}

function WishRow({ person, children }: { person: WishedPerson; children: React.ReactNode }) {
  const { t } = useTranslation('meetings');
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs" data-testid={`wish-${person.pkUserId}`}>
      <MeetingPersonLine person={person} size={32} />
      <Group gap="xs" wrap="nowrap">
        {person.hasMeeting ? (
          <Badge color="teal" variant="light">
            {t('wishes.booked')}
          </Badge>
        ) : (
          person.isMutual && (
            <Tooltip label={t('wishes.mutual_help')}>
              <Badge color="blue" variant="light" tabIndex={0}>
                {t('wishes.mutual')}
              </Badge>
            </Tooltip>
          )
        )}
        {children}
      </Group>
    </Group>
  );
}
