import type { EventDetails } from '@portal/contracts/events/events';
import { Button, EmptyState, Stack, Tabs } from '@mantine/core';
import { IconBuildingStore, IconLock, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EventFrame, eventTabPath } from '../details/EventFrame.tsx';
import { AttendeeDirectory } from './AttendeeDirectory.tsx';
import { EventCompanies } from './EventCompanies.tsx';
import { InviteResultAlert, useInviteOutcome } from './InviteResultAlert.tsx';
import { OrganiserAttendees } from './OrganiserAttendees.tsx';

type View = 'people' | 'companies';

/**
 * The attendees of an event: organisers manage invitations (filters, types, reminders, blocking);
 * registered attendees see a directory of the others. Both see the companies taking part.
 * The view is kept in the address (?view=companies).
 */
function AttendeesBody({ event }: { event: EventDetails }) {
  const { t } = useTranslation('event-attendees');
  const [params, setParams] = useSearchParams();
  const outcome = useInviteOutcome();
  const view: View = params.get('view') === 'companies' ? 'companies' : 'people';
  // Each view keeps its own search and page; switching starts the other one fresh.
  const switchTo = (next: string | null) => setParams(next === 'companies' ? { view: 'companies' } : {}, { replace: true });

  // Only organisers and registered attendees may see who attends (the server refuses others): say so instead.
  if (!event.canManage && !event.isAccepted) {
    return (
      <EmptyState
        py={48}
        variant="light"
        icon={<IconLock size={28} />}
        title={t('register_first_title')}
        description={t('register_first_text')}
        data-testid="attendees-register-first"
      >
        <Button component={Link} to={eventTabPath(event.pkEventId)} variant="light" mt="md">
          {t('register_first_action')}
        </Button>
      </EmptyState>
    );
  }

  return (
    <Stack gap="md">
      {outcome && <InviteResultAlert outcome={outcome} />}
      <Tabs value={view} onChange={switchTo} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="people" leftSection={<IconUsers size={16} aria-hidden />} data-testid="view-people">
            {t(event.canManage ? 'views.invitations' : 'views.people')}
          </Tabs.Tab>
          <Tabs.Tab value="companies" leftSection={<IconBuildingStore size={16} aria-hidden />} data-testid="view-companies">
            {t('views.companies')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="people">
          {event.canManage ? <OrganiserAttendees event={event} /> : <AttendeeDirectory eventId={event.pkEventId} />}
        </Tabs.Panel>
        <Tabs.Panel value="companies">
          <EventCompanies eventId={event.pkEventId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export function AttendeesPage() {
  return <EventFrame tab="attendees">{(event) => <AttendeesBody event={event} />}</EventFrame>;
}
