import { type SchedulerRun, SchedulerRunStatus } from '@portal/contracts/meetings/auto-schedule';
import { Alert, Anchor, Badge, Box, Button, Card, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../i18n/dates.ts';
import { personName, slotRange } from '../components/meeting-format.ts';
import { MeetingPersonLine } from '../components/MeetingPersonLine.tsx';
import { gridPath } from '../components/meeting-paths.ts';

/** A finished run: its figures, the meetings it proposes, those it left out and why; publishing books them. */
export function SchedulerDraftView({ run, eventId, onPublish }: { run: SchedulerRun; eventId: number; onPublish: () => void }) {
  const { t } = useTranslation('meetings');
  const d = run.draft;
  if (run.status === SchedulerRunStatus.failed)
    return (
      <Alert color="red" variant="light" data-testid="scheduler-failed">
        {t('scheduler.failed')}
      </Alert>
    );
  if (run.status === SchedulerRunStatus.cancelled || !d)
    return (
      <Alert color="gray" variant="light" data-testid="scheduler-cancelled">
        {t('scheduler.cancelled')}
      </Alert>
    );
  const published = run.status === SchedulerRunStatus.published;
  const meetings = [...d.meetings].sort((a, b) => a.start.localeCompare(b.start) || (a.tableNumber ?? 0) - (b.tableNumber ?? 0));
  return (
    <Stack gap="md" data-testid="scheduler-draft">
      {published ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} data-testid="scheduler-published">
          <Group gap="xs" wrap="wrap">
            <span>{t('scheduler.published', { count: run.published ?? 0 })}</span>
            <Anchor component={Link} to={gridPath(eventId, run.fkScheduleId)}>
              {t('scheduler.open_grid')}
            </Anchor>
          </Group>
        </Alert>
      ) : (
        <Card withBorder padding="md" radius="md">
          <Group justify="space-between" align="center" wrap="wrap" gap="sm">
            <div>
              <Title order={3} fz="lg">
                {t('scheduler.draft_title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('scheduler.draft_text')}
              </Text>
            </div>
            <Button
              leftSection={<IconSend size={16} />}
              onClick={onPublish}
              disabled={d.meetings.length === 0}
              data-testid="scheduler-publish"
            >
              {t('scheduler.publish')}
            </Button>
          </Group>
        </Card>
      )}
      <Group gap="lg" wrap="wrap" data-testid="scheduler-result">
        <Figure
          label={t('scheduler.result.placed')}
          value={t('scheduler.result.placed_value', { placed: d.meetings.length, requested: run.requested })}
        />
        <Figure
          label={t('scheduler.result.breaks')}
          value={String(d.breaks)}
          note={t('scheduler.result.max_breaks', { count: d.maxBreaks })}
        />
        <Figure
          label={t('scheduler.result.quality')}
          value={d.optimal ? t('scheduler.result.optimal') : t('scheduler.result.bound', { bound: d.lowerBound })}
          badge={d.optimal}
        />
        <Figure label={t('scheduler.result.time')} value={t('scheduler.result.seconds', { seconds: (d.elapsedMs / 1000).toFixed(1) })} />
      </Group>
      {d.unplaced.length > 0 && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('scheduler.unplaced_title', { count: d.unplaced.length })}
          data-testid="scheduler-unplaced"
        >
          <List size="sm" spacing={4}>
            {d.unplaced.map((u) => (
              <List.Item key={`${u.host.pkUserId}-${u.guest.pkUserId}`}>
                {personName(u.host)} – {personName(u.guest)}: {t(`scheduler.reason.${u.reason}`)}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {meetings.length > 0 && (
        <Box
          style={{ overflowX: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label={t('scheduler.meetings_caption', { count: meetings.length })}
        >
          <Table striped highlightOnHover verticalSpacing="xs" miw={560} data-testid="scheduler-meetings">
            <Table.Caption>{t('scheduler.meetings_caption', { count: meetings.length })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('scheduler.columns.time')}</Table.Th>
                <Table.Th scope="col">{t('scheduler.columns.table')}</Table.Th>
                <Table.Th scope="col">{t('card.host')}</Table.Th>
                <Table.Th scope="col">{t('card.guest')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {meetings.map((m) => (
                <Table.Tr key={`${m.host.pkUserId}-${m.guest.pkUserId}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm" fw={600}>
                      {slotRange(m)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDate(m.day)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{m.tableNumber ?? t('request.online')}</Table.Td>
                  <Table.Td>
                    <MeetingPersonLine person={m.host} size={28} />
                  </Table.Td>
                  <Table.Td>
                    <MeetingPersonLine person={m.guest} size={28} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}

function Figure({ label, value, note, badge }: { label: string; value: string; note?: string; badge?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {badge ? (
        <Badge color="teal" variant="light" size="lg">
          {value}
        </Badge>
      ) : (
        <Text fw={700} fz="lg">
          {value}
        </Text>
      )}
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </div>
  );
}
