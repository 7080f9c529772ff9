import type { MySession } from '@portal/contracts/meetings/reservations';
import { Button, Group, Select, Text } from '@mantine/core';
import { IconClockEdit } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { toastError, toastSuccess } from '../../../api/toasts.tsx';
import { fieldMessage } from '../../../components/form/FieldMessage.tsx';
import { useSetAvailability } from '../api/meeting-queries.ts';
import { PanelCard } from '../components/PanelCard.tsx';

/** When the caller takes meetings during the session: from and to on the slot grid, or the whole session. */
export function AvailabilityCard({ session }: { session: MySession }) {
  const { t } = useTranslation('meetings');
  const save = useSetAvailability();
  const first = session.slots[0];
  const last = session.slots[session.slots.length - 1];
  const [from, setFrom] = useState<string | null>(session.availableFrom ?? first?.startTime ?? null);
  const [to, setTo] = useState<string | null>(session.availableTo ?? last?.endTime ?? null);
  const [error, setError] = useState<ReactNode>(null);
  const whole = !session.availableFrom;

  const send = async (availableFrom: string | null, availableTo: string | null) => {
    setError(null);
    try {
      const saved = await save.mutateAsync({ fkScheduleId: session.fkScheduleId, availableFrom, availableTo });
      setFrom(saved.availableFrom ?? first?.startTime ?? null);
      setTo(saved.availableTo ?? last?.endTime ?? null);
      toastSuccess(t('availability.saved'));
    } catch (err) {
      if (!isApiError(err)) return toastError('general_error');
      const key = Object.values(err.fields ?? {})[0];
      if (key) setError(fieldMessage({ key, params: err.params }));
      else toastError(err.messageKey, err.params);
    }
  };

  return (
    <PanelCard id="availability-title" icon={IconClockEdit} title={t('availability.title')} testId="meeting-availability">
      <Text size="sm" c="dimmed">
        {whole ? t('availability.whole') : t('availability.range', { from: session.availableFrom, to: session.availableTo })}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('availability.from')}
          data={session.slots.map((s) => s.startTime)}
          value={from}
          onChange={setFrom}
          allowDeselect={false}
          w={120}
          data-testid="availability-from"
        />
        <Select
          label={t('availability.to')}
          data={session.slots.map((s) => s.endTime)}
          value={to}
          onChange={setTo}
          allowDeselect={false}
          w={120}
          error={error}
          data-testid="availability-to"
        />
        <Button variant="light" loading={save.isPending} onClick={() => send(from, to)} data-testid="availability-save">
          {t('availability.save')}
        </Button>
        {!whole && (
          <Button variant="subtle" onClick={() => send(null, null)}>
            {t('availability.reset')}
          </Button>
        )}
      </Group>
    </PanelCard>
  );
}
