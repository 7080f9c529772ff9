import type { EventSummary } from '@portal/contracts/events/events';
import { Button } from '@mantine/core';
import { IconPencil, IconSpeakerphone, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toastSuccess } from '../../../api/toasts.tsx';
import { useConfirm } from '../../../components/form/useConfirm.tsx';
import { cutEventTitle, eventStatusKey } from '../components/event-format.ts';
import { useDeleteEvent } from '../api/event-queries.ts';
import { useAnnounceEvent } from '../api/event-chamber-queries.ts';
import { toastUnhandled } from '../../../api/unhandled-errors.ts';

export const eventFormPath = (id?: number) => `/event-management/chamber-events/form${id ? `/${id}` : ''}`;

/** What an organiser may do with an event of a list: the main chamber edits and announces; delete follows the server's canBeDeleted. */
function eventActionsFor(event: EventSummary) {
  const status = eventStatusKey(event);
  const main = !event.isAssistantOrganizer;
  return {
    edit: main && (status === 'draft' || status === 'announced' || status === 'active'),
    announce: main && status === 'draft',
    delete: event.canBeDeleted,
  };
}

/** The card buttons of the chamber's lists: edit, announce (with a question), delete (with a question). */
export function useEventActions() {
  const { t } = useTranslation('events-chamber');
  const confirm = useConfirm();
  const announce = useAnnounceEvent();
  const remove = useDeleteEvent();

  const onAnnounce = async (event: EventSummary) => {
    const name = cutEventTitle(event.name).text;
    const ok = await confirm({
      title: t('actions.announce_title'),
      message: t('actions.announce_question', { name }),
      confirmLabel: t('actions.announce'),
      cancelLabel: t('actions.cancel'),
    });
    if (!ok) return;
    try {
      await announce.mutateAsync(event.pkEventId);
      toastSuccess(t('actions.announced', { name }));
    } catch (err) {
      // The API client has told the user. A lost connection is told here.
      toastUnhandled(err);
    }
  };

  const onDelete = async (event: EventSummary) => {
    const name = cutEventTitle(event.name).text;
    const ok = await confirm({
      title: t('actions.delete_title'),
      message: t('actions.delete_question', { name }),
      confirmLabel: t('actions.delete'),
      cancelLabel: t('actions.cancel'),
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(event.pkEventId);
      toastSuccess(t('actions.deleted', { name }));
    } catch (err) {
      // The API client has told the user. A lost connection is told here.
      toastUnhandled(err);
    }
  };

  return (event: EventSummary) => {
    const can = eventActionsFor(event);
    if (!can.edit && !can.announce && !can.delete) return null;
    const busy = (m: { isPending: boolean; variables?: number }) => m.isPending && m.variables === event.pkEventId;
    return (
      <>
        {can.edit && (
          <Button
            component={Link}
            to={eventFormPath(event.pkEventId)}
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
          >
            {t('actions.edit')}
          </Button>
        )}
        {can.announce && (
          <Button
            size="xs"
            variant="light"
            color="blue"
            leftSection={<IconSpeakerphone size={14} aria-hidden />}
            loading={busy(announce)}
            onClick={() => onAnnounce(event)}
          >
            {t('actions.announce')}
          </Button>
        )}
        {can.delete && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            loading={busy(remove)}
            onClick={() => onDelete(event)}
          >
            {t('actions.delete')}
          </Button>
        )}
      </>
    );
  };
}
