import { FeedbackReportFormat } from '@portal/contracts/questions/question-paths';
import type { EventSurvey } from '@portal/contracts/questions/surveys';
import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf, IconLock, IconLockOpen, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { askQuestion, toastSuccess } from '../../../api/toasts.tsx';
import { toastUnhandled } from '../../../api/unhandled-errors.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { useDownloadFeedbackReport, useSendSurveyMail, useSetSurveyState } from '../api/survey-queries.ts';
import { formatInstant } from '../components/followup-format.ts';

/** The share of attendees who answered, in whole percent. */
export const responseRate = (respondents: number, attendees: number) => (attendees > 0 ? Math.round((respondents / attendees) * 100) : 0);

/**
 * The survey's state and actions: open or close it, mail every attendee its link (asked first with
 * the 10-second question toast of spec-1 section 9), and download the spreadsheet or the PDF summary.
 */
export function SurveyPanel({ survey }: { survey: EventSurvey }) {
  const { t } = useTranslation('event-feedback');
  const eventId = survey.fkEventId;
  const state = useSetSurveyState(eventId);
  const mail = useSendSurveyMail(eventId);
  const report = useDownloadFeedbackReport(eventId);
  const rate = responseRate(survey.respondentCount, survey.attendeeCount);
  const hasQuestions = survey.questions.length > 0;

  const toggle = () =>
    state.mutate(!survey.isOpen, {
      onSuccess: (s) => toastSuccess(t(s.isOpen ? 'survey.opened' : 'survey.closed_now')),
      onError: toastUnhandled,
    });
  const sendMail = async () => {
    if (!(await askQuestion(t('survey.mail_question', { count: survey.attendeeCount })))) return;
    mail.mutate(undefined, {
      onSuccess: (r) => toastSuccess(t('survey.mail_sent', { count: r.mailed, already: r.alreadyMailed, reminded: r.reminded })),
      onError: toastUnhandled,
    });
  };
  const download = (format: (typeof FeedbackReportFormat)[keyof typeof FeedbackReportFormat]) =>
    report.mutate(format, {
      onSuccess: (blob) => saveBlob(blob, `feedback-${eventId}.${format}`),
      onError: toastUnhandled,
    });

  return (
    <Card withBorder padding="lg" data-testid="survey-panel">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={3} fz="lg">
                {t('survey.title')}
              </Title>
              <Badge color={survey.isOpen ? 'teal' : 'gray'} variant="light" radius="sm" data-testid="survey-state">
                {survey.isOpen ? t('survey.open') : t('survey.closed')}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {survey.lastMailSentAt ? t('survey.last_mail', { when: formatInstant(survey.lastMailSentAt) }) : t('survey.no_mail_yet')}
            </Text>
          </Stack>
          <Group gap="sm">
            <Button
              variant={survey.isOpen ? 'default' : 'filled'}
              leftSection={survey.isOpen ? <IconLock size={16} aria-hidden /> : <IconLockOpen size={16} aria-hidden />}
              onClick={toggle}
              loading={state.isPending}
              disabled={!survey.isOpen && !hasQuestions}
              data-testid="survey-toggle"
            >
              {survey.isOpen ? t('survey.close') : t('survey.open_action')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconMailForward size={16} aria-hidden />}
              onClick={sendMail}
              loading={mail.isPending}
              disabled={!survey.isOpen || !hasQuestions}
              data-testid="survey-send-mail"
            >
              {t('survey.send_mail')}
            </Button>
          </Group>
        </Group>
        {!hasQuestions && (
          <Text size="sm" c="dimmed">
            {t('survey.needs_questions')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <div>
            <Group justify="space-between" mb={6}>
              <Text size="sm" fw={600}>
                {t('survey.responses')}
              </Text>
              <Text size="sm" c="dimmed" data-testid="survey-response-count">
                {t('survey.responses_of', { count: survey.respondentCount, total: survey.attendeeCount, rate })}
              </Text>
            </Group>
            <Progress value={rate} size="lg" radius="xl" aria-label={t('survey.responses')} />
          </div>
          <Group gap="sm" justify="flex-end" align="flex-end">
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              onClick={() => download(FeedbackReportFormat.spreadsheet)}
              loading={report.isPending && report.variables === FeedbackReportFormat.spreadsheet}
              data-testid="feedback-download-xlsx"
            >
              {t('survey.download_xlsx')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileTypePdf size={16} aria-hidden />}
              onClick={() => download(FeedbackReportFormat.pdf)}
              loading={report.isPending && report.variables === FeedbackReportFormat.pdf}
              data-testid="feedback-download-pdf"
            >
              {t('survey.download_pdf')}
            </Button>
          </Group>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
