import type { SchedulerRun } from '@portal/contracts/meetings/auto-schedule';
import { Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A running run: time used against its limit, the search phase and the best schedule so far. */
export function SchedulerProgressCard({ run, onCancel }: { run: SchedulerRun; onCancel: () => void }) {
  const { t } = useTranslation('meetings');
  const p = run.progress;
  const elapsed = p?.elapsedMs ?? 0;
  const share = Math.min(100, (elapsed / (run.timeLimitSeconds * 1000)) * 100);
  return (
    <Card withBorder padding="md" radius="md" data-testid="scheduler-progress" aria-live="polite">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{t('scheduler.running', { phase: t(`scheduler.phase.${p?.phase ?? 'greedy'}`) })}</Text>
          <Button variant="default" size="xs" onClick={onCancel} data-testid="scheduler-cancel">
            {t('scheduler.cancel')}
          </Button>
        </Group>
        <Progress value={share} animated striped aria-label={t('scheduler.time_used')} />
        <Text size="sm" c="dimmed">
          {p
            ? t('scheduler.progress', {
                placed: p.placed,
                breaks: p.breaks,
                seconds: Math.round(elapsed / 1000),
                limit: run.timeLimitSeconds,
              })
            : t('scheduler.preparing')}
        </Text>
      </Stack>
    </Card>
  );
}
