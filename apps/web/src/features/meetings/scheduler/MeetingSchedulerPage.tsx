import type { EventDetails } from '@portal/contracts/events/events';
import { SCHEDULER_DEFAULT_TIME_LIMIT_S, SCHEDULER_TIME_LIMITS_S, SchedulerRunStatus } from '@portal/contracts/meetings/auto-schedule';
import { B2B_SESSION_TYPE_CODE } from '@portal/contracts/schedules/schedules';
import { Alert, Button, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconLayoutGrid, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirmedAction } from '../../../components/list/useConfirmedAction.ts';
import { useSchedule } from '../../programme/api/schedule-queries.ts';
import { useSchedulerAction, useSchedulerOverview } from '../api/scheduler-queries.ts';
import { gridPath } from '../components/meeting-paths.ts';
import { SessionPageHeader } from '../components/SessionPageHeader.tsx';
import { useMeetingsScheduleId } from '../components/useRouteScheduleId.ts';
import { SchedulerDraftView } from './SchedulerDraftView.tsx';
import { SchedulerProgressCard } from './SchedulerProgressCard.tsx';
import { StatCard } from './StatCard.tsx';

/**
 * /schedule/timeline/{scheduleId}/scheduler (beyond the spec): the organisers' automatic scheduler
 * of a B2B session. It shows what there is to place, runs the solver in the background with its
 * progress, then the draft (meetings, those left out and why, breaks) to publish.
 */
export function MeetingSchedulerPage({ event }: { event: EventDetails }) {
  const { t } = useTranslation('meetings');
  const scheduleId = useMeetingsScheduleId();
  const session = useSchedule(event.pkEventId, scheduleId);
  const overview = useSchedulerOverview(scheduleId);
  const action = useSchedulerAction();
  const act = useConfirmedAction();
  const [limit, setLimit] = useState(String(SCHEDULER_DEFAULT_TIME_LIMIT_S));
  const s = session.data;
  const o = overview.data;
  const run = o?.latestRun ?? null;
  const running = run?.status === SchedulerRunStatus.running;
  const notB2b = !!s && s.sessionTypeCode !== B2B_SESSION_TYPE_CODE;

  const start = () =>
    act({
      run: () => action.mutateAsync({ run: { fkScheduleId: scheduleId, timeLimitSeconds: Number(limit) } }),
      done: t('scheduler.started'),
    });

  return (
    <Stack gap="md" data-testid="scheduler-page">
      <SessionPageHeader
        eventId={event.pkEventId}
        scheduleId={scheduleId}
        session={s}
        title={s ? t('scheduler.title', { name: s.name }) : t('scheduler.title_plain')}
        actions={
          <Button component={Link} to={gridPath(event.pkEventId, scheduleId)} variant="default" leftSection={<IconLayoutGrid size={16} />}>
            {t('timeline.grid')}
          </Button>
        }
      />
      <Text size="sm" maw={760}>
        {t('scheduler.intro')}
      </Text>
      {notB2b && (
        <Alert variant="light" color="gray">
          {t('grid.not_b2b')}
        </Alert>
      )}
      {overview.isPending && !notB2b && <Skeleton h={200} role="status" aria-busy="true" aria-label={t('loading')} />}
      {overview.isError && !notB2b && <Alert color="red">{t('load_error')}</Alert>}
      {o && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" data-testid="scheduler-figures">
            <StatCard label={t('scheduler.figures.participants')} value={o.participants} />
            <StatCard label={t('scheduler.figures.mutual')} value={o.mutualWishes} help={t('scheduler.figures.mutual_help')} accent />
            <StatCard label={t('scheduler.figures.one_sided')} value={o.oneSidedWishes} help={t('scheduler.figures.one_sided_help')} />
            <StatCard label={t('scheduler.figures.booked')} value={o.liveMeetings} help={t('scheduler.figures.booked_help')} />
            <StatCard
              label={t('scheduler.figures.slots')}
              value={o.futureSlots}
              help={t('scheduler.figures.slots_help', { count: o.slots })}
            />
            <StatCard
              label={t('scheduler.figures.tables')}
              value={o.isVirtual ? '∞' : o.tableCount}
              help={o.isVirtual ? t('scheduler.figures.online') : undefined}
            />
          </SimpleGrid>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <div>
              <Text size="sm" fw={500} id="scheduler-limit-label" mb={4}>
                {t('scheduler.time_limit')}
              </Text>
              <SegmentedControl
                aria-labelledby="scheduler-limit-label"
                value={limit}
                onChange={setLimit}
                disabled={running}
                data={SCHEDULER_TIME_LIMITS_S.map((v) => ({ value: String(v), label: t('scheduler.seconds', { count: v }) }))}
                data-testid="scheduler-limit"
              />
            </div>
            <Button
              leftSection={<IconPlayerPlay size={16} />}
              onClick={start}
              loading={action.isPending && !running}
              disabled={running || o.mutualWishes === 0}
              data-testid="scheduler-run"
            >
              {run ? t('scheduler.run_again') : t('scheduler.run')}
            </Button>
          </Group>
          {o.mutualWishes === 0 && !running && (
            <Text size="sm" c="dimmed" data-testid="scheduler-nothing">
              {t('scheduler.nothing')}
            </Text>
          )}
          {run && running && (
            <SchedulerProgressCard
              run={run}
              onCancel={() => act({ run: () => action.mutateAsync({ cancel: run.pkSchedulerRunId }), done: t('scheduler.cancelled') })}
            />
          )}
          {run && !running && (
            <SchedulerDraftView
              run={run}
              eventId={event.pkEventId}
              onPublish={() =>
                act({
                  ask: {
                    title: t('scheduler.publish_title'),
                    message: t('scheduler.publish_question', { count: run.draft?.meetings.length ?? 0 }),
                    confirmLabel: t('scheduler.publish'),
                  },
                  run: () => action.mutateAsync({ publish: run.pkSchedulerRunId }),
                  done: t('scheduler.published_toast', { count: run.draft?.meetings.length ?? 0 }),
                })
              }
            />
          )}
        </>
      )}
    </Stack>
  );
}
