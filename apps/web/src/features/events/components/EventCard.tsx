import { eventDetailsPath } from '@portal/contracts/common/portal-links';
import { EventPlaceType, type EventSummary } from '@portal/contracts/events/events';
import { Badge, Card, Group, Skeleton, Stack, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconBuildingBank, IconCalendarEvent, IconLock, IconMapPin, IconTag, IconUsers, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EventStatusBadge } from './EventStatusBadge.tsx';
import { cutEventTitle, eventPlaceText, eventStatusKey, formatEventDateRange } from './event-format.ts';
import classes from './event-card.module.css';

interface EventCardProps {
  event: EventSummary;
  /** Buttons shown at the bottom (edit, announce, delete...); they stay clickable above the card's link. */
  actions?: ReactNode;
  /** Where the card leads; the event's details page by default, null for a card that opens nothing (deleted events). */
  to?: string | null;
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" c="dimmed" align="flex-start">
      <span style={{ display: 'flex', paddingTop: 2, flexShrink: 0 }} aria-hidden>
        {icon}
      </span>
      <Text size="sm" c="dark.6" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <VisuallyHidden>{`${label}: `}</VisuallyHidden>
        {children}
      </Text>
    </Group>
  );
}

/** One event in a list: theme strip, status, name (cut at 60), when, where, who organises, topic, registration and attendees. */
export function EventCard({ event, actions, to }: EventCardProps) {
  const { t } = useTranslation();
  const status = eventStatusKey(event);
  const title = cutEventTitle(event.name);
  const place = eventPlaceText(event);
  const href = to === undefined ? eventDetailsPath(event.pkEventId) : to;
  // Drafts take no registrations yet, whatever their window says.
  const registration =
    status === 'announced' || status === 'active'
      ? event.isRegistrationEnded
        ? 'closed'
        : event.isRegistrationStarted
          ? 'open'
          : 'not_started'
      : null;
  const name = href ? (
    <Link to={href} className={classes.link}>
      {title.text}
    </Link>
  ) : (
    title.text
  );
  return (
    <Card component="li" padding={0} h="100%" className={classes.card} aria-label={event.name} data-testid={`event-${event.pkEventId}`}>
      <div className={classes.strip} style={{ background: event.predefinedTheme?.color1 ?? 'var(--mantine-color-brand-7)' }} />
      <Stack gap="sm" p="lg" h="100%">
        <Group gap={6} justify="space-between" wrap="wrap">
          <Group gap={6}>
            <EventStatusBadge status={status} />
            {event.isPublic ? (
              <Badge variant="outline" color="gray" radius="sm" leftSection={<IconWorld size={12} aria-hidden />}>
                {t('event_list.public')}
              </Badge>
            ) : (
              <Badge variant="outline" color="gray" radius="sm" leftSection={<IconLock size={12} aria-hidden />}>
                {t('event_list.invitation_only')}
              </Badge>
            )}
          </Group>
          {event.isAssistantOrganizer && (
            <Badge variant="light" color="grape" radius="sm">
              {t('event_list.assistant')}
            </Badge>
          )}
        </Group>
        <Title order={2} fz="lg" lh={1.3}>
          {title.cut ? (
            <Tooltip label={event.name} multiline maw={360} withArrow>
              <span>{name}</span>
            </Tooltip>
          ) : (
            name
          )}
        </Title>
        <Stack gap={6} style={{ flex: 1 }}>
          <Row icon={<IconCalendarEvent size={16} />} label={t('event_list.when')}>
            {formatEventDateRange(event.startDate, event.endDate)}
          </Row>
          <Row icon={event.isVirtual ? <IconWorld size={16} /> : <IconMapPin size={16} />} label={t('event_list.where')}>
            {place ?? t('event_list.online')}
            {place && event.fkEventPlaceTypeId === EventPlaceType.hybrid && ` · ${t('event_list.also_online')}`}
          </Row>
          <Row icon={<IconBuildingBank size={16} />} label={t('event_list.organiser')}>
            {event.chamberName}
          </Row>
          {event.eventTopicName && (
            <Row icon={<IconTag size={16} />} label={t('event_list.topic')}>
              {event.eventTopicName}
            </Row>
          )}
        </Stack>
        <Group justify="space-between" gap="xs" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <Group gap={6} c="dimmed" wrap="nowrap">
            <IconUsers size={16} aria-hidden />
            <Text size="sm">{t('event_list.attendees', { count: event.atendeesNumber })}</Text>
          </Group>
          {registration && (
            <Text size="sm" c={registration === 'open' ? 'teal.8' : 'dimmed'} fw={registration === 'open' ? 600 : 400}>
              {t(`event_list.registration.${registration}`)}
            </Text>
          )}
        </Group>
        {actions && (
          <Group gap="xs" className={classes.actions} aria-label={t('event_list.actions_label', { name: event.name })} role="group">
            {actions}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

export function EventCardSkeleton() {
  return (
    <Card padding="lg">
      <Group gap={6} mb="md">
        <Skeleton h={20} w={80} />
        <Skeleton h={20} w={90} />
      </Group>
      <Skeleton h={18} w="85%" mb="md" />
      <Stack gap={8}>
        <Skeleton h={12} w="70%" />
        <Skeleton h={12} w="55%" />
        <Skeleton h={12} w="60%" />
      </Stack>
      <Skeleton h={12} w="40%" mt="lg" />
    </Card>
  );
}
