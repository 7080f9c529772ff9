import { guestEventsPath } from '@portal/contracts/common/portal-links';
import { EventPlaceType } from '@portal/contracts/events/events';
import type { PublicEvent } from '@portal/contracts/public/public-pages';
import { Anchor, Button, Card, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBuildingBank, IconCalendarEvent, IconLogin, IconMapPin, IconTag, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { publicFileUrl } from '../../../lib/stored-files.ts';
import { usePublicEvent } from '../api/public-event.ts';
import { eventPlaceText, formatEventDateRange } from '../components/event-format.ts';
import { ContentLanguageMark } from '../../../components/ContentLanguageMark.tsx';
import { useRegisterFromPublicPage } from './PublicEventsPages.tsx';

/** The banner keeps its place while it loads (no layout shift): a wide strip. */
const BANNER_RATIO = 4;

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <span style={{ display: 'flex', paddingTop: 3, color: 'var(--mantine-color-brand-7)' }} aria-hidden>
        {icon}
      </span>
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text style={{ overflowWrap: 'anywhere' }}>{children}</Text>
      </div>
    </Group>
  );
}

function EventView({ event }: { event: PublicEvent }) {
  const { t } = useTranslation('public-pages');
  const register = useRegisterFromPublicPage();
  const place = eventPlaceText(event);
  const upcoming = Date.parse(event.endDate) > Date.now();
  return (
    <Stack gap="xl" maw={960} data-testid="public-event">
      <Anchor component={Link} to={guestEventsPath} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('event.back')}
        </Group>
      </Anchor>
      {event.banner && (
        <Image src={publicFileUrl(event.banner)} alt="" radius="md" style={{ aspectRatio: BANNER_RATIO, objectFit: 'cover' }} bg="gray.1" />
      )}
      <Stack gap="md">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {event.name}
        </Title>
        <ContentLanguageMark language={event.textLanguages.name} />
        {upcoming && (
          <Group>
            <Button leftSection={<IconLogin size={16} aria-hidden />} onClick={() => register(event)}>
              {t('event.register')}
            </Button>
          </Group>
        )}
      </Stack>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Fact icon={<IconCalendarEvent size={20} />} label={t('event.when')}>
            {formatEventDateRange(event.startDate, event.endDate)}
          </Fact>
          <Fact icon={event.isVirtual ? <IconWorld size={20} /> : <IconMapPin size={20} />} label={t('event.where')}>
            {place ?? t('event.online')}
            {place && event.fkEventPlaceTypeId === EventPlaceType.hybrid && ` · ${t('event.online')}`}
          </Fact>
          <Fact icon={<IconBuildingBank size={20} />} label={t('event.organiser')}>
            {event.chamberName}
          </Fact>
          {event.eventTopicName && (
            <Fact icon={<IconTag size={20} />} label={t('event.topic')}>
              {event.eventTopicName}
            </Fact>
          )}
        </Stack>
      </Card>
      {event.description && (
        <Stack gap="xs" component="section">
          <Title order={2} fz="h3">
            {t('event.about')}
          </Title>
          <ContentLanguageMark language={event.textLanguages.description} />
          <Text maw={760} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {event.description}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}

/** /event-management/public/{eventId}: an announced public event as anyone may read it, with the way to register. */
export function PublicEventPage() {
  const { t } = useTranslation('public-pages');
  const eventId = Number(useParams().eventId) || 0;
  const query = usePublicEvent(eventId);
  if (query.data) return <EventView event={query.data} />;
  if (query.isError || !eventId) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('event.not_found')}</Title>
        <Button component={Link} to={guestEventsPath} variant="light">
          {t('event.back')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton h={32} w="60%" />
      <Skeleton h={120} />
    </Stack>
  );
}
