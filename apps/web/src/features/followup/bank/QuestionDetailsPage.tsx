import { questionBankPath, questionFormPath } from '@portal/contracts/common/portal-links';
import type { Question } from '@portal/contracts/questions/questions';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatInstant } from '../components/followup-format.ts';
import { useQuestion } from '../api/question-queries.ts';
import { QuestionTypeBadge } from '../components/question-type.tsx';
import { QUESTION_LANGUAGES, titleIn } from './question-form.ts';
import { useDeleteQuestionAction } from './useDeleteQuestionAction.ts';

/** /event-management/followup/details/{id}: one question of the bank in every language, its options and where it is used. */
export function QuestionDetailsPage() {
  const { t } = useTranslation('followup');
  const id = Number(useParams().id) || 0;
  const question = useQuestion(id);
  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to={questionBankPath} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('details.back')}
        </Group>
      </Anchor>
      {question.data ? (
        <QuestionDetails question={question.data} />
      ) : (
        <Skeleton h={360} role="status" aria-busy="true" aria-label={t('loading')} />
      )}
    </Stack>
  );
}

function QuestionDetails({ question: q }: { question: Question }) {
  const { t } = useTranslation('followup');
  const navigate = useNavigate();
  const { remove, deleting } = useDeleteQuestionAction(q.pkQuestionId, q.title, () => navigate(questionBankPath));
  const facts = [
    { label: t('details.surveys'), value: q.eventCount },
    { label: t('details.answers'), value: q.answerCount },
    { label: t('details.updated'), value: formatInstant(q.updatedAt) },
  ];
  return (
    <Stack gap="lg" data-testid="question-details">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={8} style={{ minWidth: 0, flex: '1 1 420px' }}>
          <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
            {q.title}
          </Title>
          <Group gap={6}>
            <QuestionTypeBadge type={q.type} label={t(`types.${q.type}`)} />
            <Badge variant={q.isRequired ? 'outline' : 'default'} color={q.isRequired ? 'red' : 'gray'} radius="sm">
              {q.isRequired ? t('required') : t('optional')}
            </Badge>
          </Group>
        </Stack>
        <Group gap="sm">
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={remove}
            loading={deleting}
            disabled={q.answerCount > 0}
            title={q.answerCount > 0 ? t('bank.delete_answered') : undefined}
            data-testid="question-delete"
          >
            {t('actions.delete')}
          </Button>
          <Button component={Link} to={questionFormPath(q.pkQuestionId)} leftSection={<IconPencil size={16} aria-hidden />}>
            {t('actions.edit')}
          </Button>
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {facts.map((f) => (
          <Card key={f.label} withBorder padding="md">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {f.label}
            </Text>
            <Text fw={650} fz="lg">
              {f.value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>

      <Card withBorder padding="lg">
        <Title order={2} fz="lg" mb="sm">
          {t('details.in_every_language')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {QUESTION_LANGUAGES.map((l) => (
            <div key={l.code}>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {t(`languages.${l.code}`)}
              </Text>
              <Text lang={l.htmlLang} style={{ overflowWrap: 'anywhere' }}>
                {titleIn(q.titles, l.id)}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Card>

      {q.options.length > 0 && (
        <Card withBorder padding="lg">
          <Title order={2} fz="lg" mb="sm">
            {t('details.options', { count: q.options.length })}
          </Title>
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing="xs" data-testid="question-options-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>#</Table.Th>
                  {QUESTION_LANGUAGES.map((l) => (
                    <Table.Th key={l.code}>{t(`languages.${l.code}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {q.options.map((o, i) => (
                  <Table.Tr key={o.pkQuestionOptionId}>
                    <Table.Td>{i + 1}</Table.Td>
                    {QUESTION_LANGUAGES.map((l) => (
                      <Table.Td key={l.code} lang={l.htmlLang}>
                        {titleIn(o.titles, l.id)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </Stack>
  );
}
