import type { EventDetails } from '@portal/contracts/events/events';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from '../components/programme-list.tsx';
import { DocumentsList } from './DocumentsList.tsx';

/** The documents tab of an event: its organisers upload, rename and delete; participants download. */
export function DocumentsTab({ event }: { event: EventDetails }) {
  const { t } = useTranslation('programme');
  return (
    <DocumentsList
      eventId={event.pkEventId}
      canUpload={event.canManage}
      heading={<SectionTitle>{t('documents.title')}</SectionTitle>}
      testId="documents-tab"
    />
  );
}

/** /event-management/documents: the documents of every event of the organiser's chamber. */
export function ChamberDocumentsPage() {
  const { t } = useTranslation('programme');
  return (
    <DocumentsList
      eventId={null}
      canUpload={false}
      title={t('documents.all_title')}
      subtitle={t('documents.all_subtitle')}
      testId="chamber-documents"
    />
  );
}
