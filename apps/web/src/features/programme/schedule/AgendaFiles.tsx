import { Button, Group, Menu, Modal, Stack } from '@mantine/core';
import { IconCalendarEvent, IconChevronDown, IconDownload, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { toastError } from '../../../api/toasts.tsx';
import { saveBlob } from '../../../lib/save-blob.ts';
import { type AgendaFile, fetchAgendaFile } from '../api/schedules.api.ts';
import { agendaPrintPath } from './schedule-paths.ts';

/** The names the spec gives the agenda files (spec-2 section 6). */
const fileNames: Record<AgendaFile, string> = {
  eventPdf: 'Agenda report.pdf',
  myPdf: 'User Agenda report.pdf',
  myIcs: 'My agenda.ics',
  eventIcs: 'Agenda.ics',
};

interface Props {
  eventId: number;
  /** Registered attendees have an agenda of their own. */
  hasMyAgenda: boolean;
}

/**
 * The agenda's files: the PDFs open in a preview first (spec-2 section 6: "preview then
 * download"), the calendars download at once.
 */
export function AgendaFiles({ eventId, hasMyAgenda }: Props) {
  const { t } = useTranslation('programme');
  const [busy, setBusy] = useState<AgendaFile | null>(null);
  const [preview, setPreview] = useState<{ kind: AgendaFile; blob: Blob; url: string } | null>(null);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  const load = async (kind: AgendaFile) => {
    setBusy(kind);
    try {
      const blob = await fetchAgendaFile(kind, eventId);
      if (kind.endsWith('Pdf')) setPreview({ kind, blob, url: URL.createObjectURL(blob) });
      else saveBlob(blob, fileNames[kind]);
    } catch (err) {
      toastError(isApiError(err) ? err.messageKey : 'general_error', isApiError(err) ? err.params : undefined);
    } finally {
      setBusy(null);
    }
  };

  // The menu's files: my calendar (attendees only), then the event's PDF and calendar.
  const menuFiles = [
    ...(hasMyAgenda
      ? [{ kind: 'myIcs' as const, label: t('schedule.files.my_ics'), testId: 'my-agenda-ics', Icon: IconCalendarEvent }]
      : []),
    { kind: 'eventPdf' as const, label: t('schedule.files.event_pdf'), testId: 'event-agenda-pdf', Icon: IconFileTypePdf },
    { kind: 'eventIcs' as const, label: t('schedule.files.event_ics'), testId: 'event-agenda-ics', Icon: IconCalendarEvent },
  ];

  return (
    <>
      <Group gap="xs" wrap="wrap">
        {hasMyAgenda && (
          <Button
            variant="light"
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            loading={busy === 'myPdf'}
            onClick={() => load('myPdf')}
            data-testid="my-agenda-pdf"
          >
            {t('schedule.files.my_pdf')}
          </Button>
        )}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              rightSection={<IconChevronDown size={14} aria-hidden />}
              loading={busy !== null && busy !== 'myPdf'}
              data-testid="agenda-files"
            >
              {t('schedule.files.more')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {menuFiles.map(({ kind, label, testId, Icon }) => (
              <Menu.Item key={kind} leftSection={<Icon size={16} aria-hidden />} onClick={() => load(kind)} data-testid={testId}>
                {label}
              </Menu.Item>
            ))}
            <Menu.Divider />
            <Menu.Item
              component={Link}
              to={agendaPrintPath(eventId)}
              leftSection={<IconPrinter size={16} aria-hidden />}
              data-testid="agenda-printable"
            >
              {t('schedule.files.printable')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Modal
        opened={preview !== null}
        onClose={() => setPreview(null)}
        title={preview ? t(`schedule.files.${preview.kind === 'myPdf' ? 'my_pdf' : 'event_pdf'}`) : ''}
        size="xl"
        centered
      >
        {preview && (
          <Stack gap="sm">
            <iframe
              src={preview.url}
              title={t('schedule.files.preview')}
              style={{ width: '100%', height: '70vh', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
              data-testid="agenda-preview"
            />
            <Group justify="flex-end">
              <Button
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => saveBlob(preview.blob, fileNames[preview.kind])}
                data-testid="agenda-download"
              >
                {t('schedule.files.download')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
