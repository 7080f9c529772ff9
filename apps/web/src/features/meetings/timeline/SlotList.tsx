import type { MySession } from '@portal/contracts/meetings/reservations';
import { Card, SimpleGrid, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isLive, otherPerson, personName } from '../components/meeting-format.ts';
import { PanelCard } from '../components/PanelCard.tsx';

type SlotState = 'mine' | 'free' | 'full' | 'busy';
const tone: Record<SlotState, string> = { mine: 'brand', free: 'teal', full: 'gray', busy: 'gray' };

/** The session's slots for the caller: their meeting, free (with free tables), or busy. */
export function SlotList({ session, meId }: { session: MySession; meId: number }) {
  const { t } = useTranslation('meetings');
  const live = session.reservations.filter(isLive);
  return (
    <PanelCard id="slots-title" icon={IconClockHour4} title={t('slots.title')} testId="meeting-slots">
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {session.slots.map((slot) => {
          const meeting = live.find((r) => r.startTime === slot.startTime);
          const state: SlotState = meeting ? 'mine' : !slot.isFree ? 'busy' : slot.freeTables > 0 ? 'free' : 'full';
          const text = meeting
            ? personName(otherPerson(meeting, meId))
            : state === 'free'
              ? session.isVirtual
                ? t('slots.free_online')
                : t('slots.free', { count: slot.freeTables })
              : t(`slots.${state}`);
          return (
            <Card
              key={slot.startTime}
              component="li"
              padding={6}
              radius="sm"
              bg={`var(--mantine-color-${tone[state]}-light)`}
              data-testid="meeting-slot-cell"
              data-state={state}
            >
              <Text size="sm" fw={700} c={state === 'busy' || state === 'full' ? 'dimmed' : undefined}>
                {slot.startTime}
              </Text>
              <Text size="xs" c={state === 'free' ? 'teal.9' : 'dimmed'} lineClamp={1} title={text}>
                {text}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
    </PanelCard>
  );
}
