import { Badge, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconBuildingBank, IconCalendarEvent, IconMapPin, IconWorldWww } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EventStatusBadge } from '../components/EventStatusBadge.tsx';
import { cutEventTitle, eventPlaceText, eventStatusKey, formatEventDateRange } from '../components/event-format.ts';
import { ContentLanguageMark } from '../../../components/ContentLanguageMark.tsx';
import { type EventDetails, EventPlaceType, EventStatus } from '@portal/contracts/events/events';

/** Without a theme the band stays neutral: the portal's lightest brand tone with dark text. */
export const NEUTRAL_THEME = { color1: 'var(--mantine-color-brand-0)', color2: 'var(--mantine-color-dark-8)' };

type RegistrationKey = 'open' | 'closed' | 'not_started';

/** Whether people can register now, as the badge and the details page say it. */
function registrationKey(event: Pick<EventDetails, 'isRegistrationStarted' | 'isRegistrationEnded'>): RegistrationKey {
  if (event.isRegistrationEnded) return 'closed';
  return event.isRegistrationStarted ? 'open' : 'not_started';
}

const registrationColour: Record<RegistrationKey, string> = { open: 'teal', closed: 'red', not_started: 'gray' };

/**
 * The event's name (cut at 60 with the full name in a tooltip), dates, place, chamber and badges, in
 * the event's theme. The name is the page's h1; a preview inside a form section passes a lower level.
 */
export function EventHeader({ event, actions, headingOrder = 1 }: { event: EventDetails; actions?: ReactNode; headingOrder?: 1 | 3 }) {
  const { t } = useTranslation('events');
  const theme = event.predefinedTheme ?? NEUTRAL_THEME;
  const title = cutEventTitle(event.name);
  const place = eventPlaceText(event);
  const online = event.isVirtual || event.fkEventPlaceTypeId === EventPlaceType.hybrid;
  const registration = registrationKey(event);
  const chambers = [event.chamberName, ...event.assistantChambers.map((c) => c.name)].join(', ');
  const heading = (
    <Title
      order={headingOrder}
      fz={{ base: 22, sm: 30 }}
      lh={1.2}
      c="inherit"
      style={{ overflowWrap: 'anywhere' }}
      data-testid="event-title"
    >
      {title.text}
    </Title>
  );
  return (
    <Paper
      p={{ base: 'md', sm: 'xl' }}
      radius="lg"
      withBorder={!event.predefinedTheme}
      style={{ background: theme.color1, color: theme.color2 }}
      data-testid="event-header"
      data-themed={event.predefinedTheme ? 'true' : 'false'}
    >
      <Group justify="space-between" align="flex-end" gap="lg" wrap="wrap">
        <Stack gap="sm" style={{ minWidth: 0, flex: '1 1 420px' }}>
          <Group gap={6} wrap="wrap">
            <EventStatusBadge status={eventStatusKey(event)} variant="white" />
            {event.isAnnounced && event.eventStatus !== EventStatus.finished && (
              <Badge variant="white" radius="sm" color={registrationColour[registration]} data-testid="registration-badge">
                {t(`general:event_list.registration.${registration}`)}
              </Badge>
            )}
            <Badge variant="white" radius="sm" color="gray">
              {event.isPublic ? t('general:event_list.public') : t('general:event_list.invitation_only')}
            </Badge>
            {event.isAccepted && (
              <Badge variant="filled" radius="sm" color="teal" data-testid="registered-badge">
                {t('registered')}
              </Badge>
            )}
          </Group>
          {title.cut ? (
            <Tooltip label={event.name} multiline maw={480}>
              {heading}
            </Tooltip>
          ) : (
            heading
          )}
          <ContentLanguageMark language={event.textLanguages.name} variant="white" />
          <Group gap="lg" wrap="wrap" style={{ rowGap: 6 }}>
            <Fact icon={<IconCalendarEvent size={17} />} text={formatEventDateRange(event.startDate, event.endDate)} />
            {place && <Fact icon={<IconMapPin size={17} />} text={place} />}
            {online && <Fact icon={<IconWorldWww size={17} />} text={t('general:event_list.online')} />}
            <Fact icon={<IconBuildingBank size={17} />} text={chambers} />
          </Group>
        </Stack>
        {actions && (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        )}
      </Group>
    </Paper>
  );
}

function Fact({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
      <span aria-hidden style={{ display: 'inline-flex', opacity: 0.8 }}>
        {icon}
      </span>
      <Text size="sm" c="inherit" style={{ overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </Group>
  );
}
