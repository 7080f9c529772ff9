import { Button, Checkbox, Group, Modal, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNumbers, QuestionSummary, SearchBox, useSearchPaging } from './feedback-parts.tsx';
import { toastSuccess } from '../../../api/toasts.tsx';
import { toastUnhandled } from '../../../api/unhandled-errors.ts';
import { useQuestionBank } from '../api/question-queries.ts';
import { usePlaceSurveyQuestions } from '../api/survey-queries.ts';

const PICKER_PAGE_SIZE = 8;

interface Props {
  opened: boolean;
  onClose: () => void;
  eventId: number;
  /** The event's chamber: its bank is the one offered. */
  chamberId: number;
}

/** Picks questions of the chamber's bank that are not on the survey yet and puts them at its end, in the order ticked. */
export function AddQuestionsDialog({ opened, onClose, eventId, chamberId }: Props) {
  const { t } = useTranslation('event-feedback');
  const { value, term, page, setPage, onSearch, reset } = useSearchPaging();
  const [picked, setPicked] = useState<number[]>([]);
  const bank = useQuestionBank(
    { pageNum: page, pageSize: PICKER_PAGE_SIZE, searchTerm: term || null, fkChamberId: chamberId, notOnEventId: eventId },
    opened,
  );
  const place = usePlaceSurveyQuestions(eventId);
  const close = () => {
    setPicked([]);
    reset();
    onClose();
  };
  const add = () =>
    place.mutate(
      { ids: picked },
      {
        onSuccess: () => {
          toastSuccess(t('picker.added', { count: picked.length }));
          close();
        },
        onError: toastUnhandled,
      },
    );
  const toggle = (id: number, on: boolean) => setPicked((p) => (on ? [...p, id] : p.filter((x) => x !== id)));
  const questions = bank.data?.questions;

  return (
    <Modal opened={opened} onClose={close} title={t('picker.title')} size="lg" closeButtonProps={{ 'aria-label': t('picker.close') }}>
      <Stack gap="md">
        <SearchBox value={value} onSearch={onSearch} label={t('picker.search')} data-autofocus data-testid="picker-search" />
        <ScrollArea.Autosize mah={420} type="auto">
          {!questions ? (
            <Stack gap="xs" role="status" aria-busy="true" aria-label={t('loading')}>
              {[1, 2, 3].map((n) => (
                <Skeleton key={n} h={48} />
              ))}
            </Stack>
          ) : questions.length === 0 ? (
            <Text c="dimmed" size="sm" py="md" ta="center">
              {term ? t('picker.none_found') : t('picker.none_left')}
            </Text>
          ) : (
            <Stack gap="xs" data-testid="picker-list">
              {questions.map((q) => (
                <Checkbox.Card
                  key={q.pkQuestionId}
                  checked={picked.includes(q.pkQuestionId)}
                  onChange={(on) => toggle(q.pkQuestionId, on)}
                  radius="md"
                  p="sm"
                  aria-label={q.title}
                  data-testid={`picker-question-${q.pkQuestionId}`}
                >
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Checkbox.Indicator />
                    <QuestionSummary title={q.title} type={q.type} isRequired={q.isRequired} />
                  </Group>
                </Checkbox.Card>
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
        <PageNumbers size="sm" total={bank.data?.totalPages} page={page} onPage={setPage} />
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('picker.picked', { count: picked.length })}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={add} disabled={picked.length === 0} loading={place.isPending} data-testid="picker-add">
              {t('picker.add', { count: picked.length })}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
