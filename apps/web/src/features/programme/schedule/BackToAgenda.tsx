import { eventSchedulePath } from '@portal/contracts/common/portal-links';
import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The link back from a session's pages to the event's agenda. */
export function BackToAgenda({ eventId }: { eventId: number }) {
  const { t } = useTranslation('programme');
  return (
    <Anchor component={Link} to={eventSchedulePath(eventId)} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('schedule.back')}
      </Group>
    </Anchor>
  );
}
