import type { EventDetails } from '@portal/contracts/events/events';
import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEventFeedback, useEventSurvey } from '../api/survey-queries.ts';
import { AnswerFigures } from './AnswerFigures.tsx';
import { MeetingFiguresPanel } from './MeetingFiguresPanel.tsx';
import { RespondentList } from './RespondentList.tsx';
import { SurveyPanel } from './SurveyPanel.tsx';
import { SurveyQuestions } from './SurveyQuestions.tsx';

/**
 * ${eventDetails}/feedback: the organisers' survey of the event (its questions, open or closed, the
 * mail to attendees, the files) and what came back: answers per question, meetings and their
 * outcomes, and who answered.
 */
export function FeedbackTab({ event }: { event: EventDetails }) {
  const { t } = useTranslation('event-feedback');
  const survey = useEventSurvey(event.pkEventId);
  const feedback = useEventFeedback(event.pkEventId);
  const failed = survey.isError || feedback.isError;
  return (
    <Stack gap="lg" data-testid="feedback-tab">
      <div>
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('subtitle')}
        </Text>
      </div>
      {failed && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('load_error')}>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => {
              void survey.refetch();
              void feedback.refetch();
            }}
          >
            {t('try_again')}
          </Button>
        </Alert>
      )}
      {survey.data ? (
        <>
          <SurveyPanel survey={survey.data} />
          <SurveyQuestions survey={survey.data} chamberId={event.fkChamberId} />
        </>
      ) : (
        !failed && <Skeleton h={260} role="status" aria-busy="true" aria-label={t('loading')} />
      )}
      {feedback.data && (
        <>
          <AnswerFigures eventId={event.pkEventId} questions={feedback.data.questions} />
          <MeetingFiguresPanel feedback={feedback.data} />
        </>
      )}
      <RespondentList eventId={event.pkEventId} />
    </Stack>
  );
}
