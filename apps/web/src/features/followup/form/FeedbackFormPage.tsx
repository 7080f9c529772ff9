import { type FeedbackForm, type FormQuestion, meetingOutcomes, type SurveyMeeting } from '@portal/contracts/questions/surveys';
import { QuestionType } from '@portal/contracts/questions/questions';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Input,
  Radio,
  Rating,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCalendarEvent, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { toastError, toastSuccess } from '../../../api/toasts.tsx';
import { toastUnhandled } from '../../../api/unhandled-errors.ts';
import { useRefusalRedirect } from '../../../api/useRefusalRedirect.ts';
import { useFieldMessage } from '../../../components/form/FieldMessage.tsx';
import { useFeedbackForm, useSubmitFeedback } from '../api/survey-queries.ts';
import { formatInstant, formatSlot } from '../components/followup-format.ts';
import {
  type AnswerDraft,
  answerField,
  draftOf,
  type FeedbackDraft,
  type FeedbackErrors,
  type MeetingDraft,
  meetingField,
  toSubmission,
  validateDraft,
} from './feedback-form.ts';

/** Where an attendee finds the events they attended (and their surveys). */
const MY_HISTORY_PATH = '/event-management/company-history-events';

/**
 * /event-management/my-events/feedback-formular/{id}: the attendee's survey of an event they were
 * registered on: the questions, and for each of their meetings whether it took place and what came
 * of it. One submission per person and event, changed until the organisers close the survey.
 */
export function FeedbackFormPage() {
  const { t } = useTranslation('feedback-form');
  const eventId = Number(useParams().id) || 0;
  const form = useFeedbackForm(eventId);
  const refusal = isApiError(form.error) ? form.error : null;
  // Not registered is said on the page; a missing event leads to 404.
  useRefusalRedirect(refusal?.status === 404 ? refusal : null);

  if (!eventId) return <NoEvent />;
  return (
    <Stack gap="lg" maw={880} data-testid="feedback-form-page">
      {form.data ? (
        <SurveyForm key={form.data.updatedAt ?? 'new'} form={form.data} />
      ) : refusal && refusal.status !== 404 ? (
        <>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('title')}
          </Title>
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={t('refused_title')} data-testid="feedback-refused">
            <Stack gap="sm" align="flex-start">
              {t([`refusals.${refusal.messageKey}`, 'refusals.other'])}
              <Button component={Link} to={MY_HISTORY_PATH} variant="light" size="xs">
                {t('to_my_events')}
              </Button>
            </Stack>
          </Alert>
        </>
      ) : (
        <Skeleton h={420} role="status" aria-busy="true" aria-label={t('loading')} />
      )}
    </Stack>
  );
}

function NoEvent() {
  const { t } = useTranslation('feedback-form');
  return (
    <Stack gap="lg" maw={880} data-testid="feedback-form-page">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('title')}
      </Title>
      <Alert color="blue" icon={<IconCalendarEvent size={18} />} title={t('no_event_title')}>
        <Stack gap="sm" align="flex-start">
          {t('no_event_text')}
          <Button component={Link} to={MY_HISTORY_PATH} variant="light" size="xs">
            {t('to_my_events')}
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
}

function SurveyForm({ form }: { form: FeedbackForm }) {
  const { t } = useTranslation('feedback-form');
  const message = useFieldMessage();
  const submit = useSubmitFeedback(form.fkEventId);
  const [draft, setDraft] = useState<FeedbackDraft>(() => draftOf(form));
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [tried, setTried] = useState(false);
  const readOnly = !form.isOpen;

  const change = (next: FeedbackDraft) => {
    setDraft(next);
    // After a refused send, the messages follow the answers as they are corrected.
    if (tried) setErrors(validateDraft(form, next));
  };
  const setAnswer = (id: number, patch: Partial<AnswerDraft>) =>
    change({ ...draft, answers: { ...draft.answers, [id]: { ...draft.answers[id], ...patch } } });
  const setMeeting = (id: number, patch: Partial<MeetingDraft>) =>
    change({ ...draft, meetings: { ...draft.meetings, [id]: { ...draft.meetings[id], ...patch } } });

  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    const found = validateDraft(form, draft);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirst(Object.keys(found));
      return toastError('validation_error');
    }
    try {
      await submit.mutateAsync(toSubmission(form, draft));
      toastSuccess(t(form.submittedAt ? 'saved' : 'sent'));
    } catch (err) {
      const fields = isApiError(err) ? err.fields : undefined;
      if (!fields) return toastUnhandled(err);
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, key]) => [k, { key }])));
      focusFirst(Object.keys(fields));
      toastError('validation_error');
    }
  };
  const errorOf = (field: string) => (errors[field] ? message(errors[field]) : undefined);

  return (
    <form onSubmit={send} noValidate data-testid="feedback-form">
      <Stack gap="lg">
        <div>
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            {t('title')}
          </Text>
          <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
            {form.eventName}
          </Title>
          <Group gap="xs" mt={6}>
            <Badge
              color={form.isOpen ? 'teal' : 'gray'}
              variant="light"
              radius="sm"
              leftSection={form.isOpen ? undefined : <IconLock size={12} aria-hidden />}
            >
              {form.isOpen ? t('open') : t('closed')}
            </Badge>
            {form.submittedAt && (
              <Badge
                color="teal"
                variant="outline"
                radius="sm"
                leftSection={<IconCircleCheck size={12} aria-hidden />}
                data-testid="feedback-answered"
              >
                {t('answered_on', { when: formatInstant(form.updatedAt ?? form.submittedAt) })}
              </Badge>
            )}
          </Group>
        </div>
        <Alert color={readOnly ? 'gray' : 'blue'} variant="light">
          {readOnly ? t(form.submittedAt ? 'closed_answered' : 'closed_text') : t(form.submittedAt ? 'editable_text' : 'intro')}
        </Alert>

        {form.questions.length > 0 && (
          <Stack gap="md" component="section" aria-labelledby="feedback-questions-title">
            <Title order={2} fz="lg" id="feedback-questions-title">
              {t('questions')}
            </Title>
            {form.questions.map((q, i) => (
              <QuestionInput
                key={q.pkQuestionId}
                question={q}
                n={i + 1}
                draft={draft.answers[q.pkQuestionId]}
                onChange={(patch) => setAnswer(q.pkQuestionId, patch)}
                error={errorOf(answerField(q.pkQuestionId))}
                readOnly={readOnly}
              />
            ))}
          </Stack>
        )}

        {form.meetings.length > 0 && (
          <Stack gap="md" component="section" aria-labelledby="feedback-meetings-title">
            <div>
              <Title order={2} fz="lg" id="feedback-meetings-title">
                {t('meetings.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('meetings.subtitle')}
              </Text>
            </div>
            {form.meetings.map((m) => (
              <MeetingInput
                key={m.pkUserReservationId}
                meeting={m}
                draft={draft.meetings[m.pkUserReservationId]}
                onChange={(patch) => setMeeting(m.pkUserReservationId, patch)}
                error={errorOf(meetingField(m.pkUserReservationId))}
                readOnly={readOnly}
              />
            ))}
          </Stack>
        )}

        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={submit.isPending} data-testid="feedback-submit">
              {form.submittedAt ? t('save') : t('send')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** Focuses the first input of the first field with a problem, in the page's order. */
function focusFirst(fields: string[]) {
  const nodes = fields
    .map((f) => document.querySelector<HTMLElement>(`[data-field="${f}"] :is(input, textarea)`))
    .filter((n): n is HTMLElement => !!n)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  nodes[0]?.focus();
}

interface QuestionInputProps {
  question: FormQuestion;
  n: number;
  draft: AnswerDraft;
  onChange: (patch: Partial<AnswerDraft>) => void;
  error: ReactNode;
  readOnly: boolean;
}

function QuestionInput({ question: q, n, draft, onChange, error, readOnly }: QuestionInputProps) {
  const { t } = useTranslation('feedback-form');
  const label = t('numbered', { n, title: q.title });
  const common = { label, withAsterisk: q.isRequired, error, disabled: readOnly };
  let input: ReactNode;
  switch (q.type) {
    case QuestionType.text:
      input = (
        <Textarea
          {...common}
          autosize
          minRows={3}
          maxRows={10}
          value={draft.text}
          onChange={(e) => onChange({ text: e.currentTarget.value })}
        />
      );
      break;
    case QuestionType.single:
      input = (
        <Radio.Group
          {...common}
          value={draft.optionIds[0] ? String(draft.optionIds[0]) : null}
          onChange={(v) => onChange({ optionIds: [Number(v)] })}
        >
          <Stack gap="xs" mt="xs">
            {q.options.map((o) => (
              <Radio key={o.pkQuestionOptionId} value={String(o.pkQuestionOptionId)} label={o.title} disabled={readOnly} />
            ))}
          </Stack>
        </Radio.Group>
      );
      break;
    case QuestionType.multiple:
      input = (
        <Checkbox.Group
          {...common}
          description={t('choose_any')}
          value={draft.optionIds.map(String)}
          onChange={(v) => onChange({ optionIds: v.map(Number) })}
        >
          <Stack gap="xs" mt="xs">
            {q.options.map((o) => (
              <Checkbox key={o.pkQuestionOptionId} value={String(o.pkQuestionOptionId)} label={o.title} disabled={readOnly} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
      break;
    default:
      input = (
        <Input.Wrapper {...common} description={t('rating_hint')} labelElement="div">
          <Group gap="sm" mt="xs">
            <Rating
              size="lg"
              value={draft.rating ?? 0}
              onChange={(v) => onChange({ rating: v })}
              readOnly={readOnly}
              getSymbolLabel={(v) => t('rating_label', { n: v, title: q.title })}
              name={`rating-${q.pkQuestionId}`}
            />
            {draft.rating !== null && (
              <Text size="sm" c="dimmed">
                {t('rating_value', { n: draft.rating })}
              </Text>
            )}
          </Group>
        </Input.Wrapper>
      );
  }
  return (
    <Card withBorder padding="lg" data-field={answerField(q.pkQuestionId)} data-testid={`feedback-question-${q.pkQuestionId}`}>
      {input}
    </Card>
  );
}

interface MeetingInputProps {
  meeting: SurveyMeeting;
  draft: MeetingDraft;
  onChange: (patch: Partial<MeetingDraft>) => void;
  error: ReactNode;
  readOnly: boolean;
}

const tookPlaceValue = (v: boolean | null) => (v === null ? '' : v ? 'yes' : 'no');

function MeetingInput({ meeting: m, draft, onChange, error, readOnly }: MeetingInputProps) {
  const { t } = useTranslation('feedback-form');
  const who = m.otherCompany ? t('meetings.with_company', { name: m.otherName, company: m.otherCompany }) : m.otherName;
  return (
    <Card
      withBorder
      padding="lg"
      data-field={meetingField(m.pkUserReservationId)}
      data-testid={`feedback-meeting-${m.pkUserReservationId}`}
    >
      <Stack gap="md">
        <div>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {who}
          </Text>
          <Text size="sm" c="dimmed">
            {[m.sessionName, formatSlot(m.slotStart, m.slotEnd), m.tableNumber ? t('meetings.table', { n: m.tableNumber }) : null]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </div>
        <Radio.Group
          label={t('meetings.took_place', { name: m.otherName })}
          value={tookPlaceValue(draft.tookPlace)}
          onChange={(v) => onChange({ tookPlace: v === 'yes', outcome: v === 'yes' ? draft.outcome : null })}
        >
          <Group gap="lg" mt="xs">
            <Radio value="yes" label={t('meetings.yes')} disabled={readOnly} />
            <Radio value="no" label={t('meetings.no')} disabled={readOnly} />
          </Group>
        </Radio.Group>
        {draft.tookPlace && (
          <Radio.Group
            label={t('meetings.outcome', { name: m.otherName })}
            withAsterisk
            value={draft.outcome}
            onChange={(v) => onChange({ outcome: v as MeetingDraft['outcome'] })}
            error={error}
          >
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="xs">
              {meetingOutcomes.map((o) => (
                <Radio.Card key={o} value={o} p="sm" radius="md" disabled={readOnly} data-testid={`outcome-${m.pkUserReservationId}-${o}`}>
                  <Group wrap="nowrap" gap="sm">
                    <Radio.Indicator disabled={readOnly} />
                    <Text size="sm" fw={500}>
                      {t(`outcomes.${o}`)}
                    </Text>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
        {draft.tookPlace !== null && (
          <Textarea
            label={t('meetings.note', { name: m.otherName })}
            description={t('meetings.note_hint')}
            autosize
            minRows={2}
            maxRows={6}
            value={draft.note}
            onChange={(e) => onChange({ note: e.currentTarget.value })}
            disabled={readOnly}
            error={!draft.tookPlace ? error : undefined}
          />
        )}
      </Stack>
    </Card>
  );
}
