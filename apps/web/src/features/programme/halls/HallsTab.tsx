import type { EventDetails } from '@portal/contracts/events/events';
import type { Hall } from '@portal/contracts/programme/halls';
import { Button, Card, Group, Text } from '@mantine/core';
import { IconBuilding, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EditAction, RowActions } from '../../../components/list/RowActions.tsx';
import { useDeleteHall } from '../api/hall-queries.ts';
import { useEventHalls } from '../api/schedule-queries.ts';
import { CardDelete, EmptyList, loadedRows, TabList } from '../components/programme-list.tsx';
import { hallsPath } from './hall-paths.ts';

/** The halls tab: an event's halls with capacity and meeting tables; organisers add, edit and delete them. */
export function HallsTab({ event }: { event: EventDetails }) {
  const { t } = useTranslation('programme');
  const halls = useEventHalls(event.pkEventId);
  return (
    <TabList
      testId="halls-tab"
      title={t('halls.title')}
      actions={
        event.canManage && (
          <Button
            component={Link}
            to={hallsPath(event.pkEventId, 0)}
            leftSection={<IconPlus size={16} aria-hidden />}
            data-testid="add-hall"
          >
            {t('halls.add')}
          </Button>
        )
      }
      {...loadedRows(halls, halls.data?.halls)}
      empty={<EmptyList icon={IconBuilding} title={t('halls.empty_title')} text={t('halls.empty_text')} />}
    >
      {(list) => list.map((h) => <HallCard key={h.pkHallId} event={event} hall={h} />)}
    </TabList>
  );
}

function HallCard({ event, hall: h }: { event: EventDetails; hall: Hall }) {
  const { t } = useTranslation('programme');
  const remove = useDeleteHall(event.pkEventId);
  return (
    <Card withBorder padding="md" data-testid="hall-card">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {h.name}
          </Text>
          <Text size="sm" c="dimmed">
            {[
              h.capacity ? t('halls.capacity_value', { count: h.capacity }) : null,
              t('halls.tables_value', { count: h.tableCount }),
              t('halls.sessions_value', { count: h.schedulesCount }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </div>
        {event.canManage && (
          <RowActions>
            <EditAction
              label={t('halls.edit_label', { name: h.name })}
              tooltip={t('actions.edit')}
              to={hallsPath(event.pkEventId, h.pkHallId)}
            />
            <CardDelete section="halls" name={h.name} run={() => remove.mutateAsync(h.pkHallId)} />
          </RowActions>
        )}
      </Group>
    </Card>
  );
}
