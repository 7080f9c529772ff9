import { isAdministrator } from '../../../lib/roles.ts';
import { Anchor, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../session/useSession.ts';
import { RichTextView } from '../../../components/ui/RichTextView.tsx';
import { hasRichText } from '../../../lib/rich-text-html.ts';
import { formatDateTime, formatEventDateRange } from '../components/event-format.ts';
import type { EventDetails } from '@portal/contracts/events/events';
import { useEventInfo, useEventParticipants } from '../api/event-queries.ts';
import classes from './event-overview.module.css';
import { ContentLanguageMark } from '../../../components/ContentLanguageMark.tsx';
import { ParticipationCard } from './ParticipationCard.tsx';

/** OpenStreetMap at the event's coordinates (no key, no tracking script in the portal). */
const mapLink = (lat: number, lon: number) => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;

/** The overview tab: description, key facts, figures and participants by country, and the caller's participation. */
export function EventOverview({ event }: { event: EventDetails }) {
  const { t } = useTranslation('events');
  const user = useCurrentUser();
  // Administrators organise or watch events; members (role above 2) take part in them.
  const participates = !event.canManage && !!user && !isAdministrator(user.fkRoleId);
  return (
    <div className={classes.layout} data-participation={participates}>
      <Stack gap="lg" className={classes.main}>
        <Card component="section" aria-labelledby="event-about">
          <Title order={2} fz="lg" mb="sm" id="event-about">
            {t('overview.about')}
          </Title>
          {hasRichText(event.description) ? (
            <Stack gap="xs">
              <ContentLanguageMark language={event.textLanguages.description} />
              <RichTextView html={event.description} />
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('overview.no_description')}
            </Text>
          )}
        </Card>
        <KeyFacts event={event} />
      </Stack>
      {participates && (
        <div className={classes.participation}>
          <ParticipationCard event={event} />
        </div>
      )}
      <Stack gap="lg" className={classes.side}>
        <Figures eventId={event.pkEventId} />
        <ParticipantsByCountry eventId={event.pkEventId} />
      </Stack>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.4 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function KeyFacts({ event }: { event: EventDetails }) {
  const { t } = useTranslation('events');
  const regStart = event.registrationStartTime ? formatDateTime(event.registrationStartTime) : t('overview.registration_from_now');
  const regEnd = event.registrationEndTime ? formatDateTime(event.registrationEndTime) : t('overview.registration_until_event');
  const place = [event.venue, event.eventPlace].filter((p) => p?.trim()).join(', ');
  const hasMap = event.lat !== null && event.lon !== null;
  return (
    <Card component="section" aria-labelledby="event-facts">
      <Title order={2} fz="lg" mb="md" id="event-facts">
        {t('overview.key_facts')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
        <Fact label={t('overview.when')}>{formatEventDateRange(event.startDate, event.endDate)}</Fact>
        <Fact label={t('overview.registration')}>{`${regStart} – ${regEnd}`}</Fact>
        <Fact label={t('overview.format')}>{t(`overview.place_type.${event.fkEventPlaceTypeId}`)}</Fact>
        {!event.isVirtual && (
          <Fact label={t('overview.venue')}>
            <Stack gap={2}>
              <span>{place || t('overview.venue_unknown')}</span>
              {hasMap && (
                <Anchor href={mapLink(event.lat ?? 0, event.lon ?? 0)} target="_blank" rel="noopener noreferrer" size="sm">
                  <Group gap={4} component="span" wrap="nowrap">
                    {t('overview.open_map')}
                    <IconExternalLink size={14} aria-hidden />
                  </Group>
                </Anchor>
              )}
            </Stack>
          </Fact>
        )}
        {event.onlineLink && (
          <Fact label={t('overview.online_link')}>
            <Anchor href={event.onlineLink} target="_blank" rel="noopener noreferrer" size="sm">
              {event.onlineLink}
            </Anchor>
          </Fact>
        )}
        {event.eventTopicName && <Fact label={t('overview.topic')}>{event.eventTopicName}</Fact>}
        <Fact label={t('overview.access')}>{event.isPublic ? t('overview.access_public') : t('overview.access_invitation')}</Fact>
        <Fact label={t('overview.organiser')}>
          {event.chamberName}
          {event.assistantChambers.length > 0 && (
            <Text size="xs" c="dimmed">
              {t('overview.with_assistants', { names: event.assistantChambers.map((c) => c.name).join(', ') })}
            </Text>
          )}
        </Fact>
      </SimpleGrid>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0}>
      <Text fz={26} fw={700} lh={1.1}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

function Figures({ eventId }: { eventId: number }) {
  const { t } = useTranslation('events');
  const info = useEventInfo(eventId);
  if (info.isError) return null;
  return (
    <Card component="section" aria-labelledby="event-figures" data-testid="event-figures">
      <Title order={2} fz="lg" mb="md" id="event-figures">
        {t('overview.figures')}
      </Title>
      {info.data ? (
        <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
          <Figure label={t('overview.invited')} value={info.data.atendeesNumber} />
          <Figure label={t('overview.accepted')} value={info.data.atendeesAcceptedNumber} />
          <Figure label={t('overview.not_accepted')} value={info.data.atendeesNotAcceptedNumber} />
          <Figure label={t('overview.companies')} value={info.data.companiesNumber} />
          <Figure label={t('overview.countries')} value={info.data.countriesNumber} />
        </SimpleGrid>
      ) : (
        <Skeleton h={96} />
      )}
    </Card>
  );
}

function ParticipantsByCountry({ eventId }: { eventId: number }) {
  const { t } = useTranslation('events');
  const query = useEventParticipants(eventId);
  if (query.isError) return null;
  const rows = query.data?.participantsByCountry ?? [];
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <Card component="section" aria-labelledby="event-countries">
      <Title order={2} fz="lg" mb="md" id="event-countries">
        {t('overview.by_country')}
      </Title>
      {!query.data ? (
        <Skeleton h={72} />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('overview.no_participants')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {rows.map((r) => (
            <Stack key={r.countryName} gap={4} component="li">
              <Group justify="space-between" gap="xs">
                <Text size="sm">{r.countryName}</Text>
                <Text size="sm" fw={600}>
                  {r.count}
                </Text>
              </Group>
              <Progress value={(r.count / max) * 100} size="sm" aria-hidden />
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}
