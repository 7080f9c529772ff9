import { sessionTimelinePath } from '@portal/contracts/common/portal-links';
import type { Schedule } from '@portal/contracts/schedules/schedules';
import { Anchor, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../i18n/dates.ts';

/**
 * The head of an organiser's page of one B2B session (grid, scheduler): back to the timeline,
 * the title, the session's day, hours and hall (and `facts` after them), and the page's actions.
 * `noPrint` is a class the page's print styles hide.
 */
export function SessionPageHeader(p: {
  eventId: number;
  scheduleId: number;
  session: Schedule | undefined;
  title: string;
  facts?: ReactNode;
  actions: ReactNode;
  noPrint?: string;
}) {
  const { t } = useTranslation('meetings');
  const s = p.session;
  return (
    <>
      <Anchor component={Link} to={sessionTimelinePath(p.eventId, p.scheduleId)} size="sm" className={p.noPrint}>
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('grid.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={2} fz={{ base: 20, sm: 24 }} style={{ overflowWrap: 'anywhere' }}>
            {p.title}
          </Title>
          {s && (
            <Text size="sm" c="dimmed">
              {formatDate(s.day)} {s.startTime}–{s.endTime}
              {s.hallName ? ` · ${s.hallName}` : ''}
              {p.facts}
            </Text>
          )}
        </div>
        {p.actions}
      </Group>
    </>
  );
}
