import { companyProfilePath } from '@portal/contracts/common/portal-links';
import type { Attendee } from '@portal/contracts/events/invitations';
import { Anchor, Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconBuilding, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactLinks } from '../../../components/ui/ContactLinks.tsx';
import { useCurrentUser } from '../../../session/useSession.ts';
import { useListParams } from '../../../lib/useListParams.ts';
import { attendeeAvatar, attendeeName } from './attendee-format.ts';
import { useAttendees } from '../api/attendee-queries.ts';
import { CardGrid, ListFooter, ListSearch, ListStates } from './ListStates.tsx';
import { ATTENDEES_PAGE_SIZE } from './useAttendeeFilters.ts';

/** A fellow attendee as others see them: the contacts they show, the company and country, the attendee type. */
function AttendeeCard({ a, isMe }: { a: Attendee; isMe: boolean }) {
  const { t } = useTranslation('event-attendees');
  const name = attendeeName(a);
  return (
    <Card component="li" padding="lg" h="100%" aria-label={name} data-testid={`directory-${a.pkEventInvitationId}`}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar src={attendeeAvatar(a)} name={name} color="initials" radius="xl" size={52} alt="" />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={650} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {isMe && (
              <Badge size="xs" variant="outline" color="gray" tt="none">
                {t('you')}
              </Badge>
            )}
          </Group>
          <ContactLinks email={a.email} phones={a.phone ? [a.phone] : []} />
          {a.companyName && (
            <Group gap={6} wrap="nowrap">
              <IconBuilding size={14} aria-hidden style={{ flexShrink: 0 }} color="var(--mantine-color-dimmed)" />
              {a.fkCompanyId ? (
                <Anchor component={Link} to={companyProfilePath(a.fkCompanyId)} size="sm" fw={500} lineClamp={1}>
                  {a.companyName}
                </Anchor>
              ) : (
                <Text size="sm" lineClamp={1}>
                  {a.companyName}
                </Text>
              )}
            </Group>
          )}
          {a.countryName && (
            <Group gap={6} wrap="nowrap" c="dimmed">
              <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" truncate>
                {a.countryName}
              </Text>
            </Group>
          )}
          {a.attendeeTypeName && (
            <Badge variant="light" color="brand" tt="none" fw={550} mt={4} style={{ alignSelf: 'flex-start' }}>
              {a.attendeeTypeName}
            </Badge>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/** The attendees' directory of an event: the other registered people who let others see them. */
export function AttendeeDirectory({ eventId }: { eventId: number }) {
  const { t } = useTranslation('event-attendees');
  const me = useCurrentUser();
  const { page, query, search, setSearch, setPage } = useListParams({ defaultSize: ATTENDEES_PAGE_SIZE });
  const attendees = useAttendees({ fkEventId: eventId, pageNum: page, pageSize: ATTENDEES_PAGE_SIZE, ...(query ? { name: query } : {}) });
  const data = attendees.data;
  return (
    <Stack gap="md">
      <ListSearch
        search={search}
        onSearch={setSearch}
        placeholder={t('directory_search_placeholder')}
        label={t('search_label')}
        countText={data ? t('count', { count: data.totalCount }) : null}
        testId="attendee-search"
      />
      <ListStates
        loading={attendees.isPending}
        empty={!!data && data.attendees.length === 0}
        emptyTitle={query ? t('empty.filtered_title') : t('empty.directory_title')}
        emptyText={query ? t('empty.filtered_text') : t('empty.directory_text')}
      >
        <CardGrid label={t('list_label')} testId="attendee-directory">
          {data?.attendees.map((a) => (
            <AttendeeCard key={a.pkEventInvitationId} a={a} isMe={!!me && a.fkUserId === me.id} />
          ))}
        </CardGrid>
      </ListStates>
      {data && (
        <ListFooter page={page} pageSize={ATTENDEES_PAGE_SIZE} total={data.totalCount} totalPages={data.totalPages} onPage={setPage} />
      )}
    </Stack>
  );
}
