import { eventDetailsPath } from '@portal/contracts/common/portal-links';
import { ModuleId, RoleId } from '@portal/contracts/common/access';
import { Anchor, Card, Group, Skeleton, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCalendarEvent, IconCalendarStar, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../session/useSession.ts';
import { cutEventTitle, eventPlaceText, formatEventDateRange } from '../components/event-format.ts';
import { useUpcomingEvents } from '../api/event-list-queries.ts';

const SHOWN = 3;

/** The dashboard's next events (get-events-info/3) for chamber administrators and members with event management. */
export function UpcomingEventsCard() {
  const { t, ready } = useTranslation('events');
  const user = useCurrentUser();
  const allowed = !!user && (user.fkRoleId === RoleId.chamberAdmin || user.companyModules.includes(ModuleId.eventManagement));
  const query = useUpcomingEvents(SHOWN, allowed);
  if (!allowed || query.isError || !ready) return null;
  const events = query.data?.events ?? [];
  return (
    <Card component="section" aria-labelledby="upcoming-events" data-testid="upcoming-events">
      <Group justify="space-between" mb="md" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="md" size={36}>
            <IconCalendarStar size={20} aria-hidden />
          </ThemeIcon>
          <Text fw={650} id="upcoming-events">
            {t('upcoming.title')}
          </Text>
        </Group>
        <Anchor component={Link} to="/event-management" size="sm">
          {t('upcoming.all', { count: query.data?.upcomingCount ?? 0 })}
        </Anchor>
      </Group>
      {!query.data ? (
        <Stack gap="sm">
          <Skeleton h={44} />
          <Skeleton h={44} />
        </Stack>
      ) : events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('upcoming.empty')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {events.map((e) => {
            const title = cutEventTitle(e.name);
            const name = (
              <Text size="sm" fw={600} lineClamp={1}>
                {title.text}
              </Text>
            );
            return (
              <li key={e.pkEventId}>
                <Card
                  component={Link}
                  to={eventDetailsPath(e.pkEventId)}
                  padding="sm"
                  radius="md"
                  withBorder
                  style={{ textDecoration: 'none' }}
                >
                  <Group wrap="nowrap" gap="sm">
                    <ThemeIcon
                      variant="light"
                      radius="md"
                      size={36}
                      color={e.predefinedTheme ? undefined : 'brand'}
                      style={e.predefinedTheme ? { background: e.predefinedTheme.color1, color: e.predefinedTheme.color2 } : undefined}
                    >
                      <IconCalendarEvent size={18} aria-hidden />
                    </ThemeIcon>
                    <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                      {title.cut ? <Tooltip label={e.name}>{name}</Tooltip> : name}
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {[formatEventDateRange(e.startDate, e.endDate), eventPlaceText(e) ?? t('general:event_list.online')].join(' · ')}
                      </Text>
                    </Stack>
                    <IconChevronRight size={16} color="var(--mantine-color-gray-5)" aria-hidden />
                  </Group>
                </Card>
              </li>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
