import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { schedulePath } from './schedule-paths.ts';

/** The link back from a session's pages to the event's agenda. */
export function BackToAgenda({ eventId }: { eventId: number }) {
  const { t } = useTranslation('programme');
  return (
    <Anchor component={Link} to={schedulePath(eventId)} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('schedule.back')}
      </Group>
    </Anchor>
  );
}
