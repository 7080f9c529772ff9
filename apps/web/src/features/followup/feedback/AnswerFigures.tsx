import type { QuestionFigures } from '@portal/contracts/questions/feedback';
import { isChoiceQuestion, QuestionType } from '@portal/contracts/questions/questions';
import { Badge, Blockquote, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNumbers, SearchBox, useSearchPaging } from './feedback-parts.tsx';
import { ListEmptyState } from '../../../components/list/ListEmptyState.tsx';
import { useQuestionAnswers } from '../api/survey-queries.ts';
import { formatInstant } from '../components/followup-format.ts';
import { QuestionTypeBadge } from '../components/question-type.tsx';

const ANSWERS_PAGE_SIZE = 10;

// The charts (recharts, some 450 kB) load in their own chunk, after the survey and its figures show.
const ChoiceChart = lazy(() => import('./AnswerCharts.tsx').then((m) => ({ default: m.ChoiceChart })));
const RatingChart = lazy(() => import('./AnswerCharts.tsx').then((m) => ({ default: m.RatingChart })));

/** The answers per question of the survey: counts and a chart for choices and ratings, the free texts listed and searchable. */
export function AnswerFigures({ eventId, questions }: { eventId: number; questions: readonly QuestionFigures[] }) {
  const { t } = useTranslation('event-feedback');
  return (
    <Stack gap="md" component="section" aria-labelledby="feedback-answers-title">
      <Title order={3} fz="lg" id="feedback-answers-title">
        {t('figures.title')}
      </Title>
      {questions.length === 0 ? (
        <ListEmptyState
          card
          py={24}
          variant="light"
          icon={<IconChartBar size={26} />}
          title={t('figures.empty_title')}
          text={t('figures.empty_text')}
        />
      ) : (
        questions.map((q, i) => <QuestionCard key={q.pkQuestionId} eventId={eventId} figures={q} n={i + 1} />)
      )}
    </Stack>
  );
}

function QuestionCard({ eventId, figures: q, n }: { eventId: number; figures: QuestionFigures; n: number }) {
  const { t } = useTranslation('event-feedback');
  return (
    <Card withBorder padding="lg" data-testid={`figures-${q.pkQuestionId}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title order={4} fz="md" style={{ overflowWrap: 'anywhere' }}>
              {t('figures.numbered', { n, title: q.title })}
            </Title>
            <Group gap={6}>
              <QuestionTypeBadge type={q.type} label={t(`types.${q.type}`)} size="sm" />
            </Group>
          </Stack>
          <Badge variant="light" color="gray" radius="sm" style={{ flexShrink: 0 }} data-testid={`answer-count-${q.pkQuestionId}`}>
            {t('figures.answered', { count: q.answerCount })}
          </Badge>
        </Group>
        {q.answerCount === 0 ? (
          <Text size="sm" c="dimmed">
            {t('figures.no_answers')}
          </Text>
        ) : isChoiceQuestion(q.type) || q.type === QuestionType.rating ? (
          <Suspense fallback={<Skeleton h={180} role="status" aria-busy="true" aria-label={t('loading')} />}>
            {q.type === QuestionType.rating ? <RatingChart figures={q} /> : <ChoiceChart figures={q} />}
          </Suspense>
        ) : (
          <TextAnswers eventId={eventId} figures={q} />
        )}
      </Stack>
    </Card>
  );
}

/** A text question's newest answers, and all of them searched and paged on demand. */
function TextAnswers({ eventId, figures: q }: { eventId: number; figures: QuestionFigures }) {
  const { t } = useTranslation('event-feedback');
  const [all, setAll] = useState(false);
  if (!all) {
    return (
      <Stack gap="sm">
        {q.latestTexts.map((a) => (
          <Blockquote
            key={`${a.name}-${a.answeredAt}`}
            p="sm"
            color="gray"
            iconSize={0}
            cite={`${a.name} · ${formatInstant(a.answeredAt)}`}
          >
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {a.text}
            </Text>
          </Blockquote>
        ))}
        {q.answerCount > q.latestTexts.length && (
          <Group>
            <Button variant="light" size="xs" onClick={() => setAll(true)} data-testid={`all-answers-${q.pkQuestionId}`}>
              {t('figures.all_answers', { count: q.answerCount, title: q.title })}
            </Button>
          </Group>
        )}
        {q.answerCount <= q.latestTexts.length && <SearchAnswersButton onClick={() => setAll(true)} title={q.title} id={q.pkQuestionId} />}
      </Stack>
    );
  }
  return <AnswerSearch eventId={eventId} questionId={q.pkQuestionId} title={q.title} />;
}

function SearchAnswersButton({ onClick, title, id }: { onClick: () => void; title: string; id: number }) {
  const { t } = useTranslation('event-feedback');
  return (
    <Group>
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconSearch size={14} aria-hidden />}
        onClick={onClick}
        data-testid={`search-answers-${id}`}
      >
        {t('figures.search_answers', { title })}
      </Button>
    </Group>
  );
}

function AnswerSearch({ eventId, questionId, title }: { eventId: number; questionId: number; title: string }) {
  const { t } = useTranslation('event-feedback');
  const { value, term, page, setPage, onSearch } = useSearchPaging();
  const answers = useQuestionAnswers({
    fkEventId: eventId,
    fkQuestionId: questionId,
    pageNum: page,
    pageSize: ANSWERS_PAGE_SIZE,
    searchTerm: term || null,
  });
  const data = answers.data;
  return (
    <Stack gap="sm">
      <SearchBox
        value={value}
        onSearch={onSearch}
        label={t('figures.search_in', { title })}
        placeholder={t('figures.search_placeholder')}
        maw={400}
        data-testid={`answer-search-${questionId}`}
      />
      {!data ? (
        <Skeleton h={80} role="status" aria-busy="true" aria-label={t('loading')} />
      ) : data.answers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('figures.no_match')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('figures.answers_to', { title })}>
          {data.answers.map((a) => (
            <Card component="li" key={`${a.fkUserId}-${a.answeredAt}`} withBorder padding="sm" radius="md">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {a.text}
              </Text>
              <Text size="xs" c="dimmed" mt={4}>
                {[a.name, a.company, formatInstant(a.answeredAt)].filter(Boolean).join(' · ')}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
      <PageNumbers size="sm" total={data?.totalPages} page={page} onPage={setPage} />
    </Stack>
  );
}
