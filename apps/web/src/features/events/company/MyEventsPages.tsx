import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EventList } from '../components/EventList.tsx';
import { useRegistrationDialog } from '../registration/useRegistrationDialog.tsx';
import { myEventsQuery } from '../api/event-list-queries.ts';
import { EventCardRegistration } from './EventCardRegistration.tsx';

/** /event-management/my-events: the events the user is invited to that have not finished. */
export function MyEventsPage() {
  const { t } = useTranslation('events');
  const registration = useRegistrationDialog();
  return (
    <>
      <EventList
        testId="my-events"
        title={t('lists.my.title')}
        subtitle={t('lists.my.subtitle')}
        eventsQuery={(f) => myEventsQuery({ ...f, history: false })}
        renderActions={(event) => (
          <EventCardRegistration
            event={event}
            onRegister={(e) => registration.open({ eventId: e.pkEventId, eventName: e.name, isPublic: e.isPublic })}
          />
        )}
        emptyTitle={t('lists.my.empty_title')}
        emptyText={t('lists.my.empty_text')}
        emptyAction={
          <Button component={Link} to="/event-management/public-events" variant="light">
            {t('lists.my.browse_public')}
          </Button>
        }
      />
      {registration.dialog}
    </>
  );
}

/** /event-management/company-history-events: the finished events the user was invited to. */
export function CompanyHistoryEventsPage() {
  const { t } = useTranslation('events');
  return (
    <EventList
      testId="company-history-events"
      title={t('lists.history.title')}
      subtitle={t('lists.history.subtitle')}
      eventsQuery={(f) => myEventsQuery({ ...f, history: true })}
      emptyTitle={t('lists.history.empty_title')}
      emptyText={t('lists.history.empty_text')}
    />
  );
}
