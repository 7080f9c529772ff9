import { eventAttendeesPath } from '@portal/contracts/common/portal-links';
import type { EventDetails } from '@portal/contracts/events/events';
import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { EventFrame } from '../details/EventFrame.tsx';
import { inviteRefusal } from './attendee-format.ts';
import { InviteForm } from './InviteForm.tsx';

/** Why invitations are closed, said plainly, with the way back to the list. */
function InvitationsClosed({ event, reason }: { event: EventDetails; reason: 'not_announced' | 'registration_ended' }) {
  const { t } = useTranslation('event-attendees');
  return (
    <Card padding="xl" data-testid="invitations-closed">
      <Stack align="center" gap="sm" py="lg" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange">
          <IconCalendarOff size={28} stroke={1.5} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {t(`closed.${reason}_title`)}
        </Title>
        <Text c="dimmed" maw={480}>
          {t(`closed.${reason}_text`)}
        </Text>
        <Button
          component={Link}
          to={eventAttendeesPath(event.pkEventId)}
          variant="light"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('invite.back')}
        </Button>
      </Stack>
    </Card>
  );
}

function InviteBody({ event }: { event: EventDetails }) {
  const { t } = useTranslation('event-attendees');
  // Only the event's organisers invite (the server refuses others too).
  if (!event.canManage) return <Navigate to="/403" replace />;
  const refusal = inviteRefusal(event);
  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {t('invite.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('invite.subtitle')}
        </Text>
      </div>
      {refusal ? <InvitationsClosed event={event} reason={refusal} /> : <InviteForm event={event} />}
    </Stack>
  );
}

export function InviteAttendeesPage() {
  return <EventFrame tab="attendees">{(event) => <InviteBody event={event} />}</EventFrame>;
}
