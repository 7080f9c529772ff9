import type { EventSummary } from '@portal/contracts/events/events';
import { Badge, Button } from '@mantine/core';
import { IconCircleCheck, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { canRegisterFromList } from './can-register.ts';

/** The card's registration action: Register while the caller still can, a Registered mark once they have. */
export function EventCardRegistration({ event, onRegister }: { event: EventSummary; onRegister: (event: EventSummary) => void }) {
  const { t } = useTranslation('events');
  if (event.isAccepted) {
    return (
      <Badge color="teal" variant="light" radius="sm" leftSection={<IconCircleCheck size={12} aria-hidden />} data-testid="card-registered">
        {t('registered')}
      </Badge>
    );
  }
  if (!canRegisterFromList(event)) return null;
  return (
    <Button
      size="xs"
      leftSection={<IconUserPlus size={14} aria-hidden />}
      onClick={() => onRegister(event)}
      aria-label={t('lists.register_on', { name: event.name })}
      data-testid="card-register"
    >
      {t('lists.register')}
    </Button>
  );
}
