import { questionBankPath, questionDetailsPath } from '@portal/contracts/common/portal-links';
import {
  CHOICE_OPTIONS_MAX,
  CHOICE_OPTIONS_MIN,
  isChoiceQuestion,
  type Question,
  questionTypes,
} from '@portal/contracts/questions/questions';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { toastSuccess } from '../../../api/toasts.tsx';
import { toastUnhandled } from '../../../api/unhandled-errors.ts';
import { fieldMessage } from '../../../components/form/FieldMessage.tsx';
import { useContractForm } from '../../../components/form/contract-form.ts';
import { useQuestion, useSaveQuestion } from '../api/question-queries.ts';
import { QUESTION_TYPE_ICONS } from '../components/question-type.tsx';
import { formFieldOf, newOption, QUESTION_LANGUAGES, questionForm } from './question-form.ts';

/** /event-management/followup/form/{id}: a new question (id 0) or the edit of one of the bank. */
export function QuestionFormPage() {
  const { t } = useTranslation('followup');
  const id = Number(useParams().id) || 0;
  const saved = useQuestion(id);
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {id ? t('form.edit_title') : t('form.new_title')}
        </Title>
        <Text c="dimmed">{t('form.subtitle')}</Text>
      </div>
      {id === 0 || saved.data ? (
        <QuestionForm key={saved.data?.pkQuestionId ?? 'new'} id={id} saved={saved.data ?? null} />
      ) : (
        <Skeleton h={420} role="status" aria-busy="true" aria-label={t('loading')} />
      )}
    </Stack>
  );
}

function QuestionForm({ id, saved }: { id: number; saved: Question | null }) {
  const { t } = useTranslation('followup');
  const navigate = useNavigate();
  const save = useSaveQuestion();
  const form = useContractForm(questionForm, saved, { mode: 'controlled' });
  // A refusal the inputs cannot show (the answers fix the type or an option): said above the form.
  const [refusal, setRefusal] = useState<string | null>(null);
  const answered = (saved?.answerCount ?? 0) > 0;
  const values = form.getValues();
  const choice = values.type !== '' && isChoiceQuestion(values.type);
  const back = id ? questionDetailsPath(id) : questionBankPath;

  const submit = form.onSubmit(async (model) => {
    setRefusal(null);
    try {
      const question = await save.mutateAsync({ id, model });
      toastSuccess(t(id ? 'form.saved' : 'form.created'));
      navigate(questionDetailsPath(question.pkQuestionId));
    } catch (err) {
      if (!isApiError(err)) return toastUnhandled(err);
      let placed = false;
      for (const [path, key] of Object.entries(err.fields ?? {})) {
        form.setFieldError(formFieldOf(path) as never, fieldMessage({ key, params: err.params }));
        placed = true;
      }
      if (!placed && err.status === 422) setRefusal(err.messageKey);
      else if (!placed) toastUnhandled(err);
    }
  });

  const addOption = () => form.insertListItem('options', newOption());
  // A choice question starts with the two options it needs at least.
  const chooseType = (type: typeof values.type) => {
    form.setFieldValue('type', type);
    if (type !== '' && isChoiceQuestion(type) && values.options.length === 0)
      form.setFieldValue('options', Array.from({ length: CHOICE_OPTIONS_MIN }, newOption));
  };
  return (
    <form onSubmit={submit} noValidate data-testid="question-form">
      <Stack gap="lg">
        {refusal && (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} />}
            title={t('form.refused_title')}
            role="alert"
            data-testid="question-refusal"
          >
            {t([`errors:${refusal}`, 'errors:general_error'])}
          </Alert>
        )}
        {answered && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} data-testid="question-answered-note">
            {t('form.answered_note', { count: saved?.answerCount ?? 0 })}
          </Alert>
        )}
        <Card withBorder padding="lg">
          <Radio.Group
            label={t('form.type')}
            withAsterisk
            value={values.type}
            onChange={(v) => chooseType(v as typeof values.type)}
            error={form.errors.type}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mt="sm" spacing="sm">
              {questionTypes.map((type) => {
                const TypeIcon = QUESTION_TYPE_ICONS[type];
                return (
                  <Radio.Card
                    key={type}
                    value={type}
                    p="md"
                    radius="md"
                    disabled={answered && type !== saved?.type}
                    data-testid={`question-type-${type}`}
                  >
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Radio.Indicator disabled={answered && type !== saved?.type} />
                      <div style={{ minWidth: 0 }}>
                        <Group gap={6} wrap="nowrap">
                          <ThemeIcon variant="light" size="sm" radius="sm">
                            <TypeIcon size={14} aria-hidden />
                          </ThemeIcon>
                          <Text fw={600} size="sm">
                            {t(`types.${type}`)}
                          </Text>
                        </Group>
                        <Text size="xs" c="dimmed" mt={4}>
                          {t(`type_hints.${type}`)}
                        </Text>
                      </div>
                    </Group>
                  </Radio.Card>
                );
              })}
            </SimpleGrid>
          </Radio.Group>
        </Card>

        <Card withBorder padding="lg">
          <Stack gap="md">
            <div>
              <Text fw={600}>{t('form.question')}</Text>
              <Text size="sm" c="dimmed">
                {t('form.question_hint')}
              </Text>
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {QUESTION_LANGUAGES.map((l) => (
                <Textarea
                  key={l.code}
                  label={t(`form.title_in.${l.code}`)}
                  lang={l.htmlLang}
                  autosize
                  minRows={2}
                  maxRows={6}
                  {...form.getInputProps(`titles.${l.code}`)}
                  data-testid={`question-title-${l.code}`}
                />
              ))}
            </SimpleGrid>
            <Switch
              label={t('form.required')}
              description={t('form.required_hint')}
              {...form.getInputProps('isRequired', { type: 'checkbox' })}
              data-testid="question-required"
            />
          </Stack>
        </Card>

        {choice && (
          <Card withBorder padding="lg" data-testid="question-options">
            <Stack gap="md">
              <div>
                <Text fw={600}>{t('form.options')}</Text>
                <Text size="sm" c="dimmed">
                  {t('form.options_hint')}
                </Text>
              </div>
              <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('form.options')}>
                {values.options.map((option, i) => (
                  <Group component="li" key={option.key} align="flex-start" wrap="nowrap" gap="sm">
                    <ThemeIcon variant="light" color="gray" radius="xl" size={28} mt={28} aria-hidden>
                      <Text size="xs" fw={600}>
                        {i + 1}
                      </Text>
                    </ThemeIcon>
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ flex: 1 }}>
                      {QUESTION_LANGUAGES.map((l) => (
                        <TextInput
                          key={l.code}
                          label={t(`form.option_in.${l.code}`, { n: i + 1 })}
                          lang={l.htmlLang}
                          withAsterisk
                          {...form.getInputProps(`options.${i}.titles.${l.code}`)}
                          data-testid={`option-${i}-${l.code}`}
                        />
                      ))}
                    </SimpleGrid>
                    <Tooltip label={t('form.remove_option')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        mt={28}
                        aria-label={t('form.remove_option_label', { n: i + 1 })}
                        onClick={() => form.removeListItem('options', i)}
                        data-testid={`option-remove-${i}`}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                ))}
              </Stack>
              {form.errors.options && (
                <Text size="sm" c="red" role="alert" data-testid="options-error">
                  {form.errors.options}
                </Text>
              )}
              <Group>
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={addOption}
                  disabled={values.options.length >= CHOICE_OPTIONS_MAX}
                  data-testid="option-add"
                >
                  {t('form.add_option')}
                </Button>
              </Group>
            </Stack>
          </Card>
        )}

        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={back} variant="default">
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="question-save">
            {id ? t('actions.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
