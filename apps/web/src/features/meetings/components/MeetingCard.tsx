import type { Reservation } from '@portal/contracts/meetings/reservations';
import { Anchor, Badge, Box, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconCalendarTime, IconCheck, IconClock, IconTable, IconVideo, IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '../../../components/list/useConfirmedAction.ts';
import { useAnswerMeeting } from '../api/meeting-queries.ts';
import { type MeetingAction, meetingActions, otherPerson, personName, slotRange, statusColor } from './meeting-format.ts';
import { MeetingPersonLine } from './MeetingPersonLine.tsx';

interface Props {
  reservation: Reservation;
  meId: number;
  /** The meeting link at a virtual event, instead of a table. */
  onlineLink?: string | null;
  /** Opened from a notification (?reservationId=): outlined and scrolled to. */
  highlighted?: boolean;
  onReschedule?: (r: Reservation) => void;
  /** Shows the session's name and day (lists across sessions). */
  withSession?: boolean;
  /** A link under the card (to the session's timeline). */
  footer?: ReactNode;
}

/** A meeting: table (or link), host and guest, time, state, whom it waits for, and what the caller may do. */
export function MeetingCard({ reservation: r, meId, onlineLink, highlighted, onReschedule, withSession, footer }: Props) {
  const { t } = useTranslation('meetings');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [highlighted]);
  const actions = meetingActions(r, meId);
  const label = t('card.label', { name: personName(otherPerson(r, meId)), time: slotRange(r) });
  const waitsFor = r.status === 'requested' && r.awaitingUserId !== null ? (r.awaitingUserId === meId ? null : otherPerson(r, meId)) : null;

  return (
    <Card
      ref={ref}
      withBorder
      padding="md"
      radius="md"
      component="article"
      aria-label={label}
      data-testid="meeting-card"
      data-reservation-id={r.pkUserReservationId}
      data-status={r.status}
      data-highlighted={highlighted ? 'true' : undefined}
      style={highlighted ? { borderColor: 'var(--mantine-color-brand-6)', boxShadow: '0 0 0 2px var(--mantine-color-brand-2)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <ThemeIcon variant="light" size="md" radius="md" aria-hidden>
              <IconClock size={16} />
            </ThemeIcon>
            <Text fw={700} data-testid="meeting-time">
              {slotRange(r)}
            </Text>
            {r.tableNumber !== null ? (
              <Badge variant="outline" color="gray" leftSection={<IconTable size={12} aria-hidden />} data-testid="meeting-table">
                {t('card.table', { number: r.tableNumber })}
              </Badge>
            ) : (
              onlineLink && (
                <Anchor href={onlineLink} target="_blank" rel="noreferrer" size="sm">
                  <Group gap={4} wrap="nowrap">
                    <IconVideo size={16} aria-hidden />
                    {t('card.join_online')}
                  </Group>
                </Anchor>
              )
            )}
          </Group>
          <Badge color={statusColor[r.status]} variant="light" data-testid="meeting-status">
            {t(`status.${r.status}`)}
          </Badge>
        </Group>
        {withSession && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {r.scheduleName}
          </Text>
        )}
        <Group gap="sm" wrap="wrap" align="center">
          <div style={{ flex: '1 1 200px', minWidth: 0 }}>
            <MeetingPersonLine person={r.reservingUser} role={t('card.host')} />
          </div>
          <Box visibleFrom="sm" lh={0}>
            <IconArrowRight size={16} aria-hidden color="var(--mantine-color-gray-5)" />
          </Box>
          <div style={{ flex: '1 1 200px', minWidth: 0 }}>
            <MeetingPersonLine person={r.reservedUser} role={t('card.guest')} />
          </div>
        </Group>
        {r.note && (
          <Text size="sm" c="dimmed" fs="italic" style={{ overflowWrap: 'anywhere' }}>
            “{r.note}”
          </Text>
        )}
        {r.status === 'requested' && (
          <Text size="sm" c={waitsFor ? 'dimmed' : undefined} fw={waitsFor ? undefined : 600} data-testid="meeting-waits">
            {waitsFor ? t('card.waits_for', { name: personName(waitsFor) }) : t('card.waits_for_you')}
          </Text>
        )}
        {actions.length > 0 && <MeetingActions r={r} meeting={label} actions={actions} onReschedule={onReschedule} />}
        {footer}
      </Stack>
    </Card>
  );
}

function MeetingActions({
  r,
  meeting,
  actions,
  onReschedule,
}: {
  r: Reservation;
  /** The card's name: each button says which meeting it acts on (a list holds several). */
  meeting: string;
  actions: MeetingAction[];
  onReschedule?: (r: Reservation) => void;
}) {
  const { t } = useTranslation('meetings');
  const answer = useAnswerMeeting();
  const act = useConfirmedAction();
  const [running, setRunning] = useState<MeetingAction | null>(null);
  const named = (action: MeetingAction) => ({ 'aria-label': t('card.action_label', { action: t(`card.${action}`), meeting }) });
  const run = (action: 'accept' | 'reject' | 'cancel') =>
    act({
      ask: action === 'accept' ? undefined : { message: t(`card.${action}_question`), danger: true },
      run: async () => {
        setRunning(action);
        try {
          return await answer.mutateAsync({ answer: action, id: r.pkUserReservationId });
        } finally {
          setRunning(null);
        }
      },
      done: t(`card.${action}_done`),
    });
  return (
    <Group gap="xs" wrap="wrap">
      {actions.includes('accept') && (
        <Button
          size="xs"
          leftSection={<IconCheck size={14} />}
          loading={running === 'accept'}
          onClick={() => run('accept')}
          {...named('accept')}
          data-testid="meeting-accept"
        >
          {t('card.accept')}
        </Button>
      )}
      {actions.includes('reject') && (
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconX size={14} />}
          loading={running === 'reject'}
          onClick={() => run('reject')}
          {...named('reject')}
          data-testid="meeting-reject"
        >
          {t('card.reject')}
        </Button>
      )}
      {actions.includes('reschedule') && onReschedule && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconCalendarTime size={14} />}
          onClick={() => onReschedule(r)}
          {...named('reschedule')}
          data-testid="meeting-reschedule"
        >
          {t('card.reschedule')}
        </Button>
      )}
      {actions.includes('cancel') && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          loading={running === 'cancel'}
          onClick={() => run('cancel')}
          {...named('cancel')}
          data-testid="meeting-cancel"
        >
          {t('card.cancel')}
        </Button>
      )}
    </Group>
  );
}
