import { eventFeedbackPath } from '@portal/contracts/common/portal-links';
import type { EventDetails } from '@portal/contracts/events/events';
import type { AttendeeAnswer, AttendeeFeedback } from '@portal/contracts/questions/feedback';
import { QuestionType } from '@portal/contracts/questions/questions';
import type { TFunction } from 'i18next';
import { Anchor, Badge, Card, Group, Rating, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRefusalRedirect } from '../../../api/useRefusalRedirect.ts';
import { useAttendeeFeedback } from '../api/survey-queries.ts';
import { formatInstant, formatSlot } from '../components/followup-format.ts';
import { MeetingReportView } from '../components/MeetingReportView.tsx';

/** ${eventDetails}/feedback/details/{id}: one attendee's answers, and both sides' accounts of each of their meetings side by side. */
export function FeedbackDetailsPage({ event }: { event: EventDetails }) {
  const { t } = useTranslation('event-feedback');
  const userId = Number(useParams().id) || 0;
  const feedback = useAttendeeFeedback(event.pkEventId, userId);
  useRefusalRedirect(feedback.error, userId === 0);
  return (
    <Stack gap="lg" data-testid="feedback-details">
      <Anchor component={Link} to={eventFeedbackPath(event.pkEventId)} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('details.back')}
        </Group>
      </Anchor>
      {feedback.data ? (
        <AttendeeDetails feedback={feedback.data} />
      ) : (
        <Skeleton h={320} role="status" aria-busy="true" aria-label={t('loading')} />
      )}
    </Stack>
  );
}

function AttendeeDetails({ feedback: f }: { feedback: AttendeeFeedback }) {
  const { t } = useTranslation('event-feedback');
  return (
    <>
      <div>
        <Title order={2} fz={{ base: 20, sm: 24 }} style={{ overflowWrap: 'anywhere' }}>
          {f.name}
        </Title>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {[f.company, f.email].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm" c="dimmed">
          {f.submittedAt ? t('details.answered_on', { when: formatInstant(f.updatedAt ?? f.submittedAt) }) : t('details.not_answered_yet')}
        </Text>
      </div>
      <Card withBorder padding="lg" component="section" aria-labelledby="details-answers-title">
        <Title order={3} fz="lg" mb="md" id="details-answers-title">
          {t('details.answers')}
        </Title>
        {f.answers.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('details.no_questions')}
          </Text>
        ) : (
          <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {f.answers.map((a, i) => (
              <Stack component="li" key={a.pkQuestionId} gap={4} data-testid={`details-answer-${a.pkQuestionId}`}>
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t('figures.numbered', { n: i + 1, title: a.title })}
                </Text>
                <AnswerText answer={a} />
              </Stack>
            ))}
          </Stack>
        )}
      </Card>
      <Stack gap="md" component="section" aria-labelledby="details-meetings-title">
        <Title order={3} fz="lg" id="details-meetings-title">
          {t('details.meetings')}
        </Title>
        {f.meetings.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('details.no_meetings')}
          </Text>
        ) : (
          f.meetings.map((m) => (
            <Card key={m.pkUserReservationId} withBorder padding="lg" data-testid={`details-meeting-${m.pkUserReservationId}`}>
              <Stack gap="md">
                <div>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {m.otherCompany
                      ? t('details.meeting_with_company', { name: m.otherName, company: m.otherCompany })
                      : t('details.meeting_with', { name: m.otherName })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {[m.sessionName, formatSlot(m.slotStart, m.slotEnd), m.tableNumber ? t('details.table', { n: m.tableNumber }) : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </div>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                  <MeetingReportView report={m.mine} labels={reportLabels(t, f.name)} testId="report-mine" />
                  <MeetingReportView report={m.theirs} labels={reportLabels(t, m.otherName)} testId="report-theirs" />
                </SimpleGrid>
              </Stack>
            </Card>
          ))
        )}
      </Stack>
    </>
  );
}

const reportLabels = (t: TFunction, name: string) => ({
  heading: t('details.account_of', { name }),
  tookPlace: t('details.took_place'),
  didNotTakePlace: t('details.did_not_take_place'),
  notReported: t('details.not_reported'),
  outcome: (o: string) => t(`outcomes.${o}`),
});

function AnswerText({ answer: a }: { answer: AttendeeAnswer }) {
  const { t } = useTranslation('event-feedback');
  if (!a.answer) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {t('details.no_answer')}
      </Text>
    );
  }
  if (a.type === QuestionType.rating) {
    return (
      <Group gap="xs">
        <Rating value={a.answer.rating ?? 0} readOnly aria-hidden />
        <Text size="sm">{t('details.rating', { rating: a.answer.rating ?? 0 })}</Text>
      </Group>
    );
  }
  if (a.type === QuestionType.text) {
    return (
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {a.answer.text}
      </Text>
    );
  }
  return (
    <Group gap={6}>
      {a.optionTitles.map((title) => (
        <Badge key={title} variant="light" radius="sm" style={{ textTransform: 'none' }}>
          {title}
        </Badge>
      ))}
    </Group>
  );
}
