import { questionFormPath } from '@portal/contracts/common/portal-links';
import { RoleId } from '@portal/contracts/common/access';
import type { EventSurvey, SurveyQuestion } from '@portal/contracts/questions/surveys';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconListDetails, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListEmptyState } from '../../../components/list/ListEmptyState.tsx';
import { useConfirmedAction } from '../../../components/list/useConfirmedAction.ts';
import { useCurrentUser } from '../../../session/useSession.ts';
import { usePlaceSurveyQuestions, useRemoveSurveyQuestion } from '../api/survey-queries.ts';
import { QuestionSummary } from './feedback-parts.tsx';
import { AddQuestionsDialog } from './AddQuestionsDialog.tsx';

/** The survey's questions in order: add from the bank, move up or down, take off (not once answered on this event). */
export function SurveyQuestions({ survey, chamberId }: { survey: EventSurvey; chamberId: number }) {
  const { t } = useTranslation('event-feedback');
  const user = useCurrentUser();
  const [adding, setAdding] = useState(false);
  const eventId = survey.fkEventId;
  const place = usePlaceSurveyQuestions(eventId);
  const remove = useRemoveSurveyQuestion(eventId);
  const act = useConfirmedAction();
  const questions = survey.questions;

  const move = (q: SurveyQuestion, position: number) =>
    act({ run: () => place.mutateAsync({ ids: [q.pkQuestionId], position }), done: t('questions.moved') });
  const takeOff = (q: SurveyQuestion) =>
    act({
      ask: { message: t('questions.remove_question', { title: q.title }), danger: true },
      run: () => remove.mutateAsync(q.pkQuestionId),
      done: t('questions.removed'),
    });
  const addButton = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => setAdding(true)}
      aria-haspopup="dialog"
      data-testid="survey-add-questions"
    >
      {t('questions.add')}
    </Button>
  );

  return (
    <Card withBorder padding="lg" data-testid="survey-questions">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <div>
            <Title order={3} fz="lg">
              {t('questions.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('questions.subtitle')}
            </Text>
          </div>
          <Group gap="sm">
            {user?.fkRoleId === RoleId.chamberAdmin && (
              <Button component={Link} to={questionFormPath()} variant="default">
                {t('questions.write_new')}
              </Button>
            )}
            {addButton}
          </Group>
        </Group>
        {questions.length === 0 ? (
          <ListEmptyState
            py={24}
            variant="light"
            icon={<IconListDetails size={26} />}
            title={t('questions.empty_title')}
            text={t('questions.empty_text')}
          />
        ) : (
          <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('questions.title')}>
            {questions.map((q, i) => (
              <Group
                component="li"
                key={q.pkQuestionId}
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                p="sm"
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
                data-testid={`survey-question-${q.pkQuestionId}`}
              >
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <ThemeIcon variant="light" radius="xl" size={28} aria-hidden>
                    <Text size="xs" fw={700}>
                      {i + 1}
                    </Text>
                  </ThemeIcon>
                  <QuestionSummary
                    title={q.title}
                    type={q.type}
                    isRequired={q.isRequired}
                    extra={
                      q.answerCount > 0 && (
                        <Badge size="sm" variant="default" radius="sm">
                          {t('questions.answers', { count: q.answerCount })}
                        </Badge>
                      )
                    }
                  />
                </Group>
                <Group gap={2} wrap="nowrap">
                  <Tooltip label={t('questions.move_up')}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      disabled={i === 0 || place.isPending}
                      onClick={() => move(q, i - 1)}
                      aria-label={t('questions.move_up_label', { title: q.title })}
                      data-testid={`survey-up-${q.pkQuestionId}`}
                    >
                      <IconArrowUp size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('questions.move_down')}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      disabled={i === questions.length - 1 || place.isPending}
                      // Positions count the survey without the moved question: i + 1 is after the one below it.
                      onClick={() => move(q, i + 1)}
                      aria-label={t('questions.move_down_label', { title: q.title })}
                      data-testid={`survey-down-${q.pkQuestionId}`}
                    >
                      <IconArrowDown size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={q.answerCount > 0 ? t('questions.answered_stays') : t('questions.remove')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      disabled={q.answerCount > 0}
                      loading={remove.isPending && remove.variables === q.pkQuestionId}
                      onClick={() => takeOff(q)}
                      aria-label={t('questions.remove_label', { title: q.title })}
                      data-testid={`survey-remove-${q.pkQuestionId}`}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <AddQuestionsDialog opened={adding} onClose={() => setAdding(false)} eventId={eventId} chamberId={chamberId} />
    </Card>
  );
}
