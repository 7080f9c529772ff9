import type { Reservation } from '@portal/contracts/meetings/reservations';
import { RESERVATION_NOTE_MAX } from '@portal/contracts/meetings/reservations';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { toastError, toastSuccess } from '../../../api/toasts.tsx';
import { fieldMessage } from '../../../components/form/FieldMessage.tsx';
import { useFreeSlots, useRequestMeeting, useRescheduleMeeting } from '../api/meeting-queries.ts';
import { AttendeePicker } from './AttendeePicker.tsx';
import { otherPerson, personName, slotRange } from './meeting-format.ts';

interface Props {
  eventId: number;
  scheduleId: number;
  meId: number;
  tableCount: number;
  isVirtual: boolean;
  /** The meeting to move; without it the dialog asks for a new one. */
  reschedule: Reservation | null;
  opened: boolean;
  onClose: () => void;
}

/** "Request a meeting" (person, free slot, table, note) or "Reschedule" (free slot, table) of a B2B session. */
export function MeetingRequestDialog({ opened, onClose, reschedule, ...rest }: Props) {
  const { t } = useTranslation('meetings');
  return (
    <Modal opened={opened} onClose={onClose} title={reschedule ? t('request.reschedule_title') : t('request.title')} size="lg" centered>
      {opened && <MeetingRequestForm key={reschedule?.pkUserReservationId ?? 'new'} reschedule={reschedule} onDone={onClose} {...rest} />}
    </Modal>
  );
}

type Field = 'fkGuestUserId' | 'slotStart' | 'tableNumber' | 'note';

function MeetingRequestForm({
  eventId,
  scheduleId,
  meId,
  tableCount,
  isVirtual,
  reschedule,
  onDone,
}: Omit<Props, 'opened' | 'onClose'> & { onDone: () => void }) {
  const { t } = useTranslation('meetings');
  const [guest, setGuest] = useState<string | null>(reschedule ? String(otherPerson(reschedule, meId).pkUserId) : null);
  const [slot, setSlot] = useState<string | null>(null);
  const [table, setTable] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, ReactNode>>>({});
  const guestId = guest ? Number(guest) : null;
  const free = useFreeSlots(scheduleId, guestId, reschedule?.tableNumber ?? null);
  const request = useRequestMeeting();
  const move = useRescheduleMeeting();

  // The table a moved meeting gets at the chosen time when none is named: said before confirming.
  const chosen = free.data?.slots.find((s) => s.startTime === slot);
  const slotChoices = (free.data?.slots ?? []).map((s) => ({
    value: s.startTime,
    label: `${slotRange(s)} · ${isVirtual ? t('request.online') : t('request.free_tables', { count: s.freeTables })}`,
  }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const missing: Partial<Record<Field, ReactNode>> = {};
    if (!guestId) missing.fkGuestUserId = fieldMessage({ key: 'validation.required' });
    if (!slot) missing.slotStart = fieldMessage({ key: 'validation.required' });
    setErrors(missing);
    if (!guestId || !slot) return;
    const tableNumber = !isVirtual && typeof table === 'number' ? table : null;
    try {
      if (reschedule) await move.mutateAsync({ pkUserReservationId: reschedule.pkUserReservationId, slotStart: slot, tableNumber });
      else
        await request.mutateAsync({
          fkScheduleId: scheduleId,
          fkGuestUserId: guestId,
          slotStart: slot,
          tableNumber,
          note: note.trim() || null,
        });
      toastSuccess(t(reschedule ? 'request.rescheduled' : 'request.sent'));
      onDone();
    } catch (err) {
      if (!isApiError(err)) return toastError('general_error');
      const placed = Object.entries(err.fields ?? {}).filter(([f]) => ['fkGuestUserId', 'slotStart', 'tableNumber', 'note'].includes(f));
      if (placed.length) setErrors(Object.fromEntries(placed.map(([f, key]) => [f, fieldMessage({ key, params: err.params })])));
      else toastError(err.messageKey, err.params);
      if (placed.some(([f]) => f === 'slotStart')) void free.refetch();
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="meeting-form">
      <Stack gap="sm">
        {reschedule ? (
          <Text size="sm">
            {t('request.reschedule_text', { name: personName(otherPerson(reschedule, meId)), time: slotRange(reschedule) })}
          </Text>
        ) : (
          <AttendeePicker
            eventId={eventId}
            meId={meId}
            value={guest}
            onChange={(v) => {
              setGuest(v);
              setSlot(null);
            }}
            error={errors.fkGuestUserId}
          />
        )}
        <Select
          label={t('request.slot')}
          placeholder={guestId ? t('request.slot_placeholder') : t('request.choose_person_first')}
          data={slotChoices}
          value={slot}
          onChange={setSlot}
          disabled={!guestId || free.isPending}
          error={errors.slotStart}
          nothingFoundMessage={t('request.no_slots')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="meeting-slot"
        />
        {guestId && free.isSuccess && slotChoices.length === 0 && (
          <Alert color="yellow" variant="light" data-testid="meeting-no-slots">
            {t('request.no_slots')}
          </Alert>
        )}
        {reschedule?.tableNumber && chosen?.tableNumber && table === '' && (
          <TableOfMove from={reschedule.tableNumber} to={chosen.tableNumber} />
        )}
        {!isVirtual && tableCount > 0 && (
          <NumberInput
            label={t('request.table')}
            description={t('request.table_help', { count: tableCount })}
            min={1}
            max={tableCount}
            allowDecimal={false}
            value={table}
            onChange={setTable}
            error={errors.tableNumber}
            data-testid="meeting-table-input"
          />
        )}
        {!reschedule && (
          <Textarea
            label={t('request.note')}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={RESERVATION_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            error={errors.note}
            data-testid="meeting-note"
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('request.close')}
          </Button>
          <Button type="submit" loading={request.isPending || move.isPending} data-testid="meeting-submit">
            {reschedule ? t('request.reschedule_submit') : t('request.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Where a moved meeting sits at its new time when no table is named: its own table when free, else the one said here. */
function TableOfMove({ from, to }: { from: number; to: number }) {
  const { t } = useTranslation('meetings');
  if (from === to)
    return (
      <Text size="sm" data-testid="meeting-table-choice">
        {t('request.table_kept', { table: from })}
      </Text>
    );
  return (
    <Alert color="yellow" variant="light" data-testid="meeting-table-choice">
      {t('request.table_moves', { from, to })}
    </Alert>
  );
}
