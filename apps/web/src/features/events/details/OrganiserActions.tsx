import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconEdit, IconLockOpen, IconLock, IconSpeakerphone, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toastSuccess } from '../../../api/toasts.tsx';
import { useConfirm } from '../../../components/form/useConfirm.tsx';
import { useAnnounceEvent } from '../api/event-chamber-queries.ts';
import { eventFormPath } from '../chamber/useEventActions.tsx';
import type { EventDetails } from '@portal/contracts/events/events';
import { useDeleteEvent, useSetRegistrationState } from '../api/event-queries.ts';
import { toastUnhandled } from '../../../api/unhandled-errors.ts';

const FINISHED = 0;

/** Edit, announce, open or end registration, delete: the main chamber's actions in the event's header band. */
export function OrganiserActions({ event }: { event: EventDetails }) {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const registration = useSetRegistrationState(event.pkEventId);
  const remove = useDeleteEvent();
  const announce = useAnnounceEvent();
  if (!event.canEdit) return null;
  const running = event.eventStatus !== FINISHED;
  const canOpen = running && event.isAnnounced && !event.isRegistrationStarted && !event.isRegistrationEnded;
  const canEnd = running && event.isRegistrationStarted && !event.isRegistrationEnded;

  const ask = async (message: string, action: () => Promise<unknown>, done: string, danger = false) => {
    if (!(await confirm({ message, danger }))) return;
    try {
      await action();
      toastSuccess(done);
    } catch (err) {
      // The API client has already told the user what went wrong. A lost connection is told here.
      toastUnhandled(err);
    }
  };

  return (
    <>
      {!event.isAnnounced && running && (
        <Button
          variant="white"
          leftSection={<IconSpeakerphone size={16} aria-hidden />}
          loading={announce.isPending}
          onClick={() => void ask(t('organiser.announce_question'), () => announce.mutateAsync(event.pkEventId), t('organiser.announced'))}
          data-testid="announce-event"
        >
          {t('organiser.announce')}
        </Button>
      )}
      {canOpen && (
        <Button
          variant="white"
          leftSection={<IconLockOpen size={16} aria-hidden />}
          loading={registration.isPending}
          onClick={() => void ask(t('organiser.open_question'), () => registration.mutateAsync('start'), t('organiser.opened'))}
        >
          {t('organiser.open_registration')}
        </Button>
      )}
      {canEnd && (
        <Button
          variant="white"
          color="red"
          leftSection={<IconLock size={16} aria-hidden />}
          loading={registration.isPending}
          onClick={() => void ask(t('organiser.end_question'), () => registration.mutateAsync('end'), t('organiser.ended'))}
          data-testid="end-registration"
        >
          {t('organiser.end_registration')}
        </Button>
      )}
      {running && (
        <Button variant="white" leftSection={<IconEdit size={16} aria-hidden />} component={Link} to={eventFormPath(event.pkEventId)}>
          {t('organiser.edit')}
        </Button>
      )}
      {event.canBeDeleted && (
        <Tooltip label={t('organiser.delete')}>
          <ActionIcon
            variant="white"
            color="red"
            size={36}
            aria-label={t('organiser.delete')}
            loading={remove.isPending}
            onClick={() =>
              void ask(
                t('organiser.delete_question', { name: event.name }),
                async () => {
                  await remove.mutateAsync(event.pkEventId);
                  navigate('/event-management/chamber-events');
                },
                t('organiser.deleted'),
                true,
              )
            }
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );
}
