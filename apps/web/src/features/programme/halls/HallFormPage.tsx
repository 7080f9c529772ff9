import type { EventDetails } from '@portal/contracts/events/events';
import { HALL_NAME_MAX, MAX_HALL_CAPACITY, MAX_HALL_TABLES } from '@portal/contracts/programme/halls';
import { requiredText } from '@portal/contracts/common/validation';
import { Card, NumberInput, Skeleton, Stack, TextInput, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { toastSuccess } from '../../../api/toasts.tsx';
import { useZodForm } from '../../../components/form/useZodForm.ts';
import { z } from 'zod';
import { useHall, useSaveHall } from '../api/hall-queries.ts';
import { FormButtons } from '../components/FormButtons.tsx';
import { showSaveRefusal } from '../components/save-refusal.ts';
import { hallsPath } from './hall-paths.ts';

/** The hall form's values: capacity may stay empty, tables are 0 when the hall has none. */
const hallForm = z.object({
  name: requiredText(HALL_NAME_MAX),
  capacity: z.union([
    z.number().int('validation.integer').min(1, 'validation.min').max(MAX_HALL_CAPACITY, 'validation.max'),
    z.literal(''),
  ]),
  tableCount: z.number().int('validation.integer').min(0, 'validation.min').max(MAX_HALL_TABLES, 'validation.max'),
});
type HallFormValues = z.input<typeof hallForm>;

/** /hall/form/{id}: a new hall (id 0) or the edit of one; organisers only (others go back to the list). */
export function HallFormPage({ event }: { event: EventDetails }) {
  const { t } = useTranslation('programme');
  const navigate = useNavigate();
  const id = Number(useParams().id) || 0;
  const hall = useHall(event.pkEventId, id);
  useEffect(() => {
    if (!event.canManage) navigate('/403', { replace: true });
    else if (isApiError(hall.error) && hall.error.status === 404) navigate('/404', { replace: true });
  }, [event.canManage, hall.error, navigate]);
  const ready = id === 0 || hall.data;
  return (
    <Stack gap="md">
      <Title order={2} fz={{ base: 20, sm: 24 }}>
        {id ? t('halls.edit_title') : t('halls.new_title')}
      </Title>
      {ready ? (
        <HallForm
          key={hall.data?.pkHallId ?? 'new'}
          event={event}
          id={id}
          values={hall.data ? { name: hall.data.name, capacity: hall.data.capacity ?? '', tableCount: hall.data.tableCount } : null}
        />
      ) : (
        <Skeleton h={200} role="status" aria-busy="true" aria-label={t('loading')} />
      )}
    </Stack>
  );
}

function HallForm({ event, id, values }: { event: EventDetails; id: number; values: HallFormValues | null }) {
  const { t } = useTranslation('programme');
  const navigate = useNavigate();
  const save = useSaveHall(event.pkEventId);
  const form = useZodForm(hallForm, { mode: 'controlled', initialValues: values ?? { name: '', capacity: '', tableCount: 0 } });
  const submit = form.onSubmit(async () => {
    const v = form.getValues();
    try {
      await save.mutateAsync({
        ...(id ? { pkHallId: id } : {}),
        fkEventId: event.pkEventId,
        name: v.name.trim(),
        capacity: v.capacity === '' ? null : Number(v.capacity),
        tableCount: Number(v.tableCount),
      });
      toastSuccess(t(id ? 'halls.saved' : 'halls.created'));
      navigate(hallsPath(event.pkEventId));
    } catch (err) {
      showSaveRefusal(form, err, ['name', 'capacity', 'tableCount'], (key) => key === 'hall_name_taken');
    }
  });
  return (
    <Card withBorder padding="lg" maw={560}>
      <form onSubmit={submit} noValidate data-testid="hall-form">
        <Stack gap="sm">
          <TextInput label={t('halls.name')} {...form.getInputProps('name')} data-testid="hall-name" />
          <NumberInput
            label={t('halls.capacity')}
            min={1}
            max={MAX_HALL_CAPACITY}
            allowDecimal={false}
            {...form.getInputProps('capacity')}
            data-testid="hall-capacity"
          />
          <NumberInput
            label={t('halls.tables')}
            description={t('halls.tables_help')}
            min={0}
            max={MAX_HALL_TABLES}
            allowDecimal={false}
            {...form.getInputProps('tableCount')}
            data-testid="hall-tables"
          />
          <FormButtons
            cancelTo={hallsPath(event.pkEventId)}
            submit={id ? t('actions.save') : t('halls.create')}
            loading={save.isPending}
            testId="hall-save"
            spaced
          />
        </Stack>
      </form>
    </Card>
  );
}
