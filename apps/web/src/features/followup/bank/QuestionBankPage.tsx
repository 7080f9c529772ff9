import { questionDetailsPath, questionFormPath } from '@portal/contracts/common/portal-links';
import { type QuestionListItem, type QuestionTypeValue, questionTypes } from '@portal/contracts/questions/questions';
import { Badge, Button, Card, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconMessageQuestion, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addressPaging } from '../../../components/list/list-paging.ts';
import { ListEmptyState } from '../../../components/list/ListEmptyState.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { DeleteAction, EditAction, RowActions } from '../../../components/list/RowActions.tsx';
import { formatDate } from '../../../i18n/dates.ts';
import { useListParams } from '../../../lib/useListParams.ts';
import { useQuestionBank } from '../api/question-queries.ts';
import { QuestionTypeBadge } from '../components/question-type.tsx';
import { useDeleteQuestionAction } from './useDeleteQuestionAction.ts';
import { LoadingRows } from '../../../components/list/LoadingRows.tsx';

const BANK_PAGE_SIZE = 10;
const isType = (v: string | null): v is QuestionTypeValue => questionTypes.some((type) => type === v);

/**
 * /event-management/followup: the chamber's question bank, searched in every language, filtered by
 * type and paged in the address; the header's add-question button opens the form.
 */
export function QuestionBankPage() {
  const { t } = useTranslation('followup');
  const { params, page, query, search, setSearch, setPage, update } = useListParams();
  const typeParam = params.get('type');
  const type = isType(typeParam) ? typeParam : null;
  const bank = useQuestionBank({ pageNum: page, pageSize: BANK_PAGE_SIZE, searchTerm: query || null, type });
  const data = bank.data;
  const from = data?.totalCount ? (page - 1) * BANK_PAGE_SIZE + 1 : 0;
  const to = data ? Math.min(page * BANK_PAGE_SIZE, data.totalCount) : 0;
  const filtered = !!(query || type);
  const addButton = (
    <Button component={Link} to={questionFormPath()} leftSection={<IconPlus size={16} aria-hidden />}>
      {t('bank.add')}
    </Button>
  );
  return (
    <ListPage
      testId="question-bank"
      title={t('bank.title')}
      subtitle={t('bank.subtitle')}
      search={{
        value: search,
        onChange: setSearch,
        placeholder: t('bank.search_placeholder'),
        label: t('bank.search_label'),
        clearLabel: t('bank.clear_search'),
        testId: 'question-search',
      }}
      toolbar={
        <Select
          label={t('bank.type_filter')}
          value={type ?? 'all'}
          onChange={(v) => update({ type: v && v !== 'all' ? v : null, page: null })}
          data={[{ value: 'all', label: t('bank.all_types') }, ...questionTypes.map((v) => ({ value: v, label: t(`types.${v}`) }))]}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
          data-testid="question-type-filter"
        />
      }
      items={data?.questions}
      loading={bank.isPending}
      skeleton={<LoadingRows label={t('loading')} row={<Skeleton h={84} radius="md" />} />}
      empty={
        <ListEmptyState
          card
          py={40}
          variant="light"
          icon={<IconMessageQuestion size={28} />}
          title={filtered ? t('bank.empty_search_title') : t('bank.empty_title')}
          text={filtered ? t('bank.empty_search_text') : t('bank.empty_text')}
          actions={filtered ? undefined : addButton}
        />
      }
      paging={addressPaging(t, {
        page,
        totalPages: data?.totalPages,
        onPage: setPage,
        summary: t('bank.showing', { from, to, total: data?.totalCount ?? 0 }),
      })}
    >
      {(list) => (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('bank.list_label')}>
          {list.map((q) => (
            <QuestionRow key={q.pkQuestionId} question={q} />
          ))}
        </Stack>
      )}
    </ListPage>
  );
}

function QuestionRow({ question: q }: { question: QuestionListItem }) {
  const { t } = useTranslation('followup');
  const { remove, deleting } = useDeleteQuestionAction(q.pkQuestionId, q.title);
  return (
    <Card component="li" withBorder padding="md" radius="md" data-testid={`question-row-${q.pkQuestionId}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Text fw={600} component={Link} to={questionDetailsPath(q.pkQuestionId)} c="inherit" style={{ overflowWrap: 'anywhere' }}>
            {q.title}
          </Text>
          <Group gap={6} wrap="wrap">
            <QuestionTypeBadge type={q.type} label={t(`types.${q.type}`)} />
            {q.isRequired && (
              <Badge variant="outline" color="red" radius="sm">
                {t('required')}
              </Badge>
            )}
            {q.optionCount > 0 && (
              <Badge variant="default" radius="sm">
                {t('bank.options', { count: q.optionCount })}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {[
              t('bank.surveys', { count: q.eventCount }),
              t('bank.answers', { count: q.answerCount }),
              t('bank.updated', { date: formatDate(q.updatedAt) }),
            ].join(' · ')}
          </Text>
        </Stack>
        <RowActions>
          <EditAction label={t('bank.edit_label', { title: q.title })} tooltip={t('actions.edit')} to={questionFormPath(q.pkQuestionId)} />
          <DeleteAction
            label={t('bank.delete_label', { title: q.title })}
            tooltip={q.answerCount > 0 ? t('bank.delete_answered') : t('actions.delete')}
            onClick={remove}
            loading={deleting}
            disabled={q.answerCount > 0}
            testId={`question-delete-${q.pkQuestionId}`}
          />
        </RowActions>
      </Group>
    </Card>
  );
}
