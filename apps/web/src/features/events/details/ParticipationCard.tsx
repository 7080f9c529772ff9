import { Alert, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBan, IconCalendarCheck, IconCircleCheck, IconClockPause, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toastSuccess } from '../../../api/toasts.tsx';
import { useConfirm } from '../../../components/form/useConfirm.tsx';
import { formatDateTime } from '../components/event-format.ts';
import { useRegistrationDialog } from '../registration/useRegistrationDialog.tsx';
import { type EventDetails, EventStatus } from '@portal/contracts/events/events';
import type { UserEventStatus } from '@portal/contracts/events/invitations';
import { useUserEventStatus, useWithdrawFromEvent } from '../api/event-queries.ts';
import { toastUnhandled } from '../../../api/unhandled-errors.ts';

/** Spec-1 section 4: after registering on the details page a registered flag is added to the query. */
const REGISTERED_PARAM = 'registered';

type Phase = 'blocked' | 'registered' | 'can_register' | 'closed' | 'not_started' | 'finished' | 'not_invited';

/** Which of the attendee's situations applies, in order of importance. */
export function participationPhase(event: EventDetails, status: UserEventStatus): Phase {
  if (status.isBlocked) return 'blocked';
  if (status.isAccepted) return 'registered';
  if (status.canRegister) return 'can_register';
  if (event.eventStatus === EventStatus.finished) return 'finished';
  if (event.isRegistrationEnded) return 'closed';
  if (!event.isRegistrationStarted) return 'not_started';
  return 'not_invited';
}

const icons: Record<Phase, ReactNode> = {
  blocked: <IconBan size={20} />,
  registered: <IconCircleCheck size={20} />,
  can_register: <IconCalendarCheck size={20} />,
  closed: <IconLock size={20} />,
  not_started: <IconClockPause size={20} />,
  finished: <IconLock size={20} />,
  not_invited: <IconLock size={20} />,
};
const colours: Record<Phase, string> = {
  blocked: 'red',
  registered: 'teal',
  can_register: 'brand',
  closed: 'gray',
  not_started: 'gray',
  finished: 'gray',
  not_invited: 'gray',
};

/** The caller's place in the event and the action that fits: register, change the registration, withdraw. */
export function ParticipationCard({ event }: { event: EventDetails }) {
  const { t } = useTranslation('events');
  const [params, setParams] = useSearchParams();
  const status = useUserEventStatus(event.pkEventId);
  const withdraw = useWithdrawFromEvent();
  const confirm = useConfirm();
  const registration = useRegistrationDialog(() =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set(REGISTERED_PARAM, 'true');
      return next;
    }),
  );
  const open = () => registration.open({ eventId: event.pkEventId, eventName: event.name, isPublic: event.isPublic });

  if (!status.data) {
    return (
      <Card>
        <Skeleton h={16} w="60%" mb="sm" />
        <Skeleton h={36} />
      </Card>
    );
  }
  const phase = participationPhase(event, status.data);
  const leave = async () => {
    if (!(await confirm({ message: t('participation.withdraw_question'), danger: true }))) return;
    try {
      await withdraw.mutateAsync(event.pkEventId);
      toastSuccess(t('participation.withdrawn'));
    } catch (err) {
      // The API client has already told the user what went wrong. A lost connection is told here.
      toastUnhandled(err);
    }
  };
  const registrationEnd = event.registrationEndTime ? formatDateTime(event.registrationEndTime) : null;
  const registrationStart = event.registrationStartTime ? formatDateTime(event.registrationStartTime) : null;

  return (
    <Card data-testid="participation" data-phase={phase}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color={colours[phase]} size={40} radius="md">
            {icons[phase]}
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={650}>{t(`participation.${phase}.title`)}</Text>
            <Text size="sm" c="dimmed">
              {t(`participation.${phase}.text`, { end: registrationEnd, start: registrationStart })}
            </Text>
          </Stack>
        </Group>
        {params.get(REGISTERED_PARAM) === 'true' && phase === 'registered' && (
          <Alert color="teal" variant="light" p="xs" data-testid="registered-notice">
            {t('participation.saved_notice')}
          </Alert>
        )}
        {phase === 'can_register' && (
          <Button onClick={open} fullWidth data-testid="register-button">
            {t('participation.register')}
          </Button>
        )}
        {phase === 'registered' && status.data.canRegister && (
          <Stack gap="xs">
            <Button variant="light" onClick={open} fullWidth data-testid="change-registration">
              {t('participation.change')}
            </Button>
            {event.isPublic && (
              <Button
                variant="subtle"
                color="red"
                fullWidth
                onClick={() => void leave()}
                loading={withdraw.isPending}
                data-testid="withdraw"
              >
                {t('participation.withdraw')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      {registration.dialog}
    </Card>
  );
}
