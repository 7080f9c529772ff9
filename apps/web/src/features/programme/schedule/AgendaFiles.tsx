import { ReportFileName } from '@portal/contracts/reports/report-files';
import { Button, Group, Loader, Menu } from '@mantine/core';
import { IconCalendarEvent, IconChevronDown, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReportOutput } from '../../../components/reports/ReportOutput.tsx';
import { useReportFile } from '../../../components/reports/useReportFile.ts';
import { type AgendaFile, fetchAgendaFile } from '../api/schedules.api.ts';
import { agendaPrintPath } from './schedule-paths.ts';

/** The names the spec gives the agenda PDFs (spec-2 section 6), and the calendars' own. */
const fileNames: Record<AgendaFile, string> = {
  eventPdf: ReportFileName.eventAgenda,
  myPdf: ReportFileName.userAgenda,
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
  const reports = useReportFile();
  const titles: Record<AgendaFile, string> = {
    myPdf: t('schedule.files.my_pdf'),
    myIcs: t('schedule.files.my_ics'),
    eventPdf: t('schedule.files.event_pdf'),
    eventIcs: t('schedule.files.event_ics'),
  };
  const load = (kind: AgendaFile) =>
    reports.make({
      key: kind,
      load: () => fetchAgendaFile(kind, eventId),
      fileName: fileNames[kind],
      title: titles[kind],
      preview: kind.endsWith('Pdf'),
    });
  const busy = reports.busy as AgendaFile | null;
  const progress = (kind: AgendaFile | null) => (kind ? reports.preparing(fileNames[kind]) : null);

  // The menu's files: my calendar (attendees only), then the event's PDF and calendar.
  const menuFiles = [
    ...(hasMyAgenda ? [{ kind: 'myIcs' as const, testId: 'my-agenda-ics', Icon: IconCalendarEvent }] : []),
    { kind: 'eventPdf' as const, testId: 'event-agenda-pdf', Icon: IconFileTypePdf },
    { kind: 'eventIcs' as const, testId: 'event-agenda-ics', Icon: IconCalendarEvent },
  ];

  return (
    <>
      <Group gap="xs" wrap="wrap">
        {hasMyAgenda && (
          <Button
            variant="light"
            leftSection={busy === 'myPdf' ? <Loader size={14} type="dots" aria-hidden /> : <IconFileTypePdf size={16} aria-hidden />}
            onClick={() => load('myPdf')}
            aria-busy={busy === 'myPdf'}
            data-testid="my-agenda-pdf"
          >
            {busy === 'myPdf' ? progress(busy) : titles.myPdf}
          </Button>
        )}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              leftSection={busy && busy !== 'myPdf' ? <Loader size={14} type="dots" aria-hidden /> : undefined}
              rightSection={<IconChevronDown size={14} aria-hidden />}
              aria-busy={!!busy && busy !== 'myPdf'}
              data-testid="agenda-files"
            >
              {busy && busy !== 'myPdf' ? progress(busy) : t('schedule.files.more')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {menuFiles.map(({ kind, testId, Icon }) => (
              <Menu.Item key={kind} leftSection={<Icon size={16} aria-hidden />} onClick={() => load(kind)} data-testid={testId}>
                {titles[kind]}
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
      <ReportOutput reports={reports} testId="agenda" />
    </>
  );
}
