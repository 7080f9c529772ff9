import { B2B_SESSION_TYPE_CODE } from '@portal/contracts/schedules/schedules';
import { PORTAL_TIME_ZONE } from '@portal/contracts/schedules/agenda';
import type { Schedule } from '@portal/contracts/schedules/schedules';
import type { EventDetails } from '@portal/contracts/events/events';
import { CodeType } from '@portal/contracts/codes/code-types';
import { Modal, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../api/toasts.tsx';
import { TranslationTabs } from '../../../components/form/TranslationTabs.tsx';
import { useZodForm } from '../../../components/form/useZodForm.ts';
import { missingLanguages } from '../../../lib/content-languages.ts';
import { fetchCodes } from '../../../lib/codes/codes.api.ts';
import { useEventHalls, useEventSpeakers, useSaveSchedule } from '../api/schedule-queries.ts';
import { FormButtons } from '../components/FormButtons.tsx';
import { showSaveRefusal } from '../components/save-refusal.ts';
import { eventDays, formatDay } from './agenda-days.ts';
import { cancelsMeetings, useMeetingsQuestion } from './meetings-question.ts';
import { SESSION_FORM_FIELDS, type SessionFormValues, sessionForm, sessionFormValues, toScheduleModel } from './session-form.ts';

interface Props {
  event: EventDetails;
  /** The session to edit; null adds one. */
  saved: Schedule | null;
  opened: boolean;
  onClose: () => void;
}

/** Session types (code type 10) with their codes: B2B meetings (code 5) ask for a slot length. */
function useSessionTypes() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['dropdowns', 'code', CodeType.sessionType, i18n.language],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => fetchCodes(i18n.language, CodeType.sessionType),
  });
}

/** Adds or edits a session of the event's programme (organisers). */
export function SessionFormModal({ event, saved, opened, onClose }: Props) {
  const { t } = useTranslation('programme');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={saved ? t('schedule.form.edit_title') : t('schedule.form.new_title')}
      size="lg"
      fullScreen={false}
      centered
    >
      {opened && <SessionForm key={saved?.pkScheduleId ?? 'new'} event={event} saved={saved} onDone={onClose} />}
    </Modal>
  );
}

function SessionForm({ event, saved, onDone }: { event: EventDetails; saved: Schedule | null; onDone: () => void }) {
  const { t } = useTranslation('programme');
  const askMeetings = useMeetingsQuestion();
  const days = useMemo(() => eventDays(event.startDate, event.endDate, PORTAL_TIME_ZONE), [event.startDate, event.endDate]);
  const form = useZodForm(sessionForm, { mode: 'controlled', initialValues: sessionFormValues(saved, days[0] ?? '') });
  const types = useSessionTypes();
  const halls = useEventHalls(event.pkEventId);
  const speakers = useEventSpeakers(event.pkEventId);
  const save = useSaveSchedule(event.pkEventId);
  // A session is written in its event's main language first.
  const mainLanguage = saved?.mainLanguage ?? event.mainLanguage;

  const typeChoices = (types.data?.list ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const isB2b = types.data?.list.find((c) => String(c.id) === form.values.fkSessionTypeId)?.code === B2B_SESSION_TYPE_CODE;
  const hallChoices = (halls.data?.halls ?? []).map((h) => ({ value: String(h.pkHallId), label: h.name }));
  const speakerChoices = (speakers.data?.speakers ?? []).map((s) => ({ value: String(s.pkSpeakerId), label: s.fullName }));
  // A session keeps a speaker deleted since: keep it choosable so the form does not drop it.
  for (const s of saved?.speakers ?? []) {
    if (!speakerChoices.some((c) => c.value === String(s.pkSpeakerId)))
      speakerChoices.push({ value: String(s.pkSpeakerId), label: s.fullName });
  }
  const dayChoices = days.map((d) => ({ value: d, label: formatDay(d) }));
  if (saved && !days.includes(saved.day)) dayChoices.push({ value: saved.day, label: formatDay(saved.day) });

  const send = async (values: SessionFormValues, confirmed: boolean): Promise<void> => {
    try {
      await save.mutateAsync(toScheduleModel(values, event.pkEventId, saved?.pkScheduleId ?? null, mainLanguage, confirmed));
      toastSuccess(t(saved ? 'schedule.form.saved' : 'schedule.form.created'));
      onDone();
    } catch (err) {
      if (cancelsMeetings(err) && !confirmed) {
        if (await askMeetings(err)) await send(values, true);
        return;
      }
      showSaveRefusal(form, err, SESSION_FORM_FIELDS);
    }
  };

  const submit = form.onSubmit((_parsed, e) => {
    e?.preventDefault();
    return send(form.getValues() as SessionFormValues, false);
  });

  return (
    <form onSubmit={submit} noValidate data-testid="session-form">
      <Stack gap="sm">
        <TextInput label={t('schedule.form.name')} {...form.getInputProps('name')} data-autofocus data-testid="session-name" />
        <Select
          label={t('schedule.form.type')}
          data={typeChoices}
          allowDeselect={false}
          {...form.getInputProps('fkSessionTypeId')}
          data-testid="session-type"
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Select
            label={t('schedule.form.day')}
            data={dayChoices}
            allowDeselect={false}
            {...form.getInputProps('day')}
            data-testid="session-day"
          />
          <TimeInput label={t('schedule.form.start')} {...form.getInputProps('startTime')} data-testid="session-start" />
          <TimeInput label={t('schedule.form.end')} {...form.getInputProps('endTime')} data-testid="session-end" />
        </SimpleGrid>
        <Select
          label={t('schedule.form.hall')}
          placeholder={t('schedule.form.no_hall')}
          data={hallChoices}
          clearable
          {...form.getInputProps('fkHallId')}
          data-testid="session-hall"
        />
        <MultiSelect
          label={t('schedule.form.speakers')}
          data={speakerChoices}
          searchable
          clearable
          {...form.getInputProps('speakerIds')}
          data-testid="session-speakers"
        />
        {isB2b && (
          <NumberInput
            label={t('schedule.form.slot_minutes')}
            description={t('schedule.form.slot_minutes_help')}
            min={5}
            max={240}
            step={5}
            allowDecimal={false}
            {...form.getInputProps('meetingSlotMinutes')}
            data-testid="session-slot"
          />
        )}
        <Textarea label={t('schedule.form.description')} autosize minRows={3} maxRows={8} {...form.getInputProps('description')} />
        <TranslationTabs mainLanguage={mainLanguage} missing={missingLanguages(form.values.translations, mainLanguage, 'name')}>
          {(code, label) => (
            <>
              <TextInput label={label('name')} {...form.getInputProps(`translations.${code}.name`)} data-testid={`session-name-${code}`} />
              <Textarea
                label={label('description')}
                autosize
                minRows={2}
                maxRows={6}
                {...form.getInputProps(`translations.${code}.description`)}
              />
            </>
          )}
        </TranslationTabs>
        <FormButtons
          onCancel={onDone}
          submit={saved ? t('actions.save') : t('schedule.form.create')}
          loading={save.isPending}
          testId="session-save"
          spaced
        />
      </Stack>
    </form>
  );
}
