import type { EventDetails } from '@portal/contracts/events/events';
import type { EventPartner } from '@portal/contracts/programme/partners';
import { ActionIcon, Anchor, Button, Card, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconHeartHandshake, IconLink, IconPlus, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { toastError } from '../../../api/toasts.tsx';
import { LocalizedRichText } from '../../../components/LocalizedRichText.tsx';
import { DeleteAction, EditAction } from '../../../components/list/RowActions.tsx';
import { useConfirmedAction } from '../../../components/list/useConfirmedAction.ts';
import { externalHref } from '../../../lib/external-link.ts';
import { useEventPartners, useRemovePartner, useReorderPartners, useSetPartnerOrganizer } from '../api/partner-queries.ts';
import { EmptyList, loadedRows, TabList } from '../components/programme-list.tsx';
import { AddExistingPartnerModal, PartnerFormModal } from './PartnerDialogs.tsx';
import { moveInOrder } from './partner-order.ts';
import { PartnerLogo } from './PartnerLogo.tsx';

/**
 * The partners tab: the event's partners in their order. Organisers move them up and down (buttons,
 * keyboard reachable), flag organisers, add a new or an existing partner of the chamber, and take
 * one off the event.
 */
export function PartnersTab({ event }: { event: EventDetails }) {
  const { t } = useTranslation('programme');
  const partners = useEventPartners(event.pkEventId);
  const reorder = useReorderPartners(event.pkEventId);
  const [dialog, setDialog] = useState<'new' | 'existing' | null>(null);
  const [editing, setEditing] = useState<EventPartner | null>(null);
  const [pending, setPending] = useState<number[] | null>(null);
  const focusAfterMove = useRef<string | null>(null);
  const saved = partners.data?.eventPartners ?? [];
  // While a move is saved, the list shows the new order.
  const list = pending ? pending.map((id) => saved.find((p) => p.pkEventPartnerId === id)).filter((p): p is EventPartner => !!p) : saved;

  useEffect(() => {
    if (!focusAfterMove.current) return;
    const button = document.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.current}"]:not(:disabled)`);
    if (button) button.focus();
  });

  const move = (index: number, step: -1 | 1) => {
    const ids = moveInOrder(
      list.map((p) => p.pkEventPartnerId),
      index,
      step,
    );
    focusAfterMove.current = `${list[index].pkEventPartnerId}:${step}`;
    setPending(ids);
    reorder.mutate(ids, {
      onSettled: () => setPending(null),
      onError: (err) => toastError(isApiError(err) ? err.messageKey : 'general_error'),
    });
  };

  return (
    <>
      <TabList
        testId="partners-tab"
        title={t('partners.title')}
        actions={
          event.canManage && (
            <Group gap="xs">
              <Button variant="default" onClick={() => setDialog('existing')} data-testid="add-existing-partner">
                {t('partners.add_existing')}
              </Button>
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog('new')} data-testid="add-partner">
                {t('partners.add')}
              </Button>
            </Group>
          )
        }
        {...loadedRows(partners, partners.data && list)}
        empty={<EmptyList icon={IconHeartHandshake} title={t('partners.empty_title')} text={t('partners.empty_text')} />}
      >
        {(rows) => (
          <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('partners.title')}>
            {rows.map((p, i) => (
              <PartnerRow
                key={p.pkEventPartnerId}
                event={event}
                partner={p}
                position={i + 1}
                first={i === 0}
                last={i === rows.length - 1}
                onMove={(step) => move(i, step)}
                moving={reorder.isPending}
                onEdit={() => setEditing(p)}
              />
            ))}
          </Stack>
        )}
      </TabList>
      {event.canManage && (
        <>
          <PartnerFormModal
            event={event}
            saved={editing}
            opened={dialog === 'new' || editing !== null}
            onClose={() => {
              setDialog(null);
              setEditing(null);
            }}
          />
          <AddExistingPartnerModal event={event} opened={dialog === 'existing'} onClose={() => setDialog(null)} />
        </>
      )}
    </>
  );
}

interface MoveProps {
  partner: EventPartner;
  step: -1 | 1;
  disabled: boolean;
  onMove: (step: -1 | 1) => void;
}

/** Moves a partner one place up or down; `data-move` finds it again to keep the focus after the move. */
function MoveButton({ partner: p, step, disabled, onMove }: MoveProps) {
  const { t } = useTranslation('programme');
  const up = step < 0;
  return (
    <Tooltip label={up ? t('partners.move_up') : t('partners.move_down')}>
      <ActionIcon
        variant="default"
        aria-label={up ? t('partners.move_up_label', { name: p.name }) : t('partners.move_down_label', { name: p.name })}
        disabled={disabled}
        onClick={() => onMove(step)}
        data-move={`${p.pkEventPartnerId}:${step}`}
      >
        {up ? <IconArrowUp size={16} aria-hidden /> : <IconArrowDown size={16} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}

interface RowProps {
  event: EventDetails;
  partner: EventPartner;
  position: number;
  first: boolean;
  last: boolean;
  moving: boolean;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
}

function PartnerRow({ event, partner: p, position, first, last, moving, onMove, onEdit }: RowProps) {
  const { t } = useTranslation('programme');
  const act = useConfirmedAction();
  const organiser = useSetPartnerOrganizer(event.pkEventId);
  const remove = useRemovePartner(event.pkEventId);
  const onRemove = () =>
    act({
      ask: { message: t('partners.remove_question', { name: p.name }), danger: true },
      run: () => remove.mutateAsync({ fkEventId: event.pkEventId, pkEventPartnerId: p.pkEventPartnerId }),
      done: t('partners.removed'),
    });
  const href = p.link ? externalHref(p.link) : null;
  return (
    <Card component="li" withBorder padding="sm" data-testid="partner-row" data-partner-id={p.pkEventPartnerId}>
      <Group gap="sm" wrap="wrap" justify="space-between">
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Text fw={700} c="dimmed" w={24} ta="right" aria-hidden>
            {position}
          </Text>
          <PartnerLogo name={p.name} logo={p.logo} size="md" />
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="partner-name">
              {p.name}
            </Text>
            {href && (
              <Anchor href={href} target="_blank" rel="noopener noreferrer" size="xs" style={{ overflowWrap: 'anywhere' }}>
                <IconLink size={12} aria-hidden /> {p.link}
              </Anchor>
            )}
            <LocalizedRichText html={p.description} language={p.textLanguages.description} testId="partner-description" />
          </div>
        </Group>
        {event.canManage ? (
          <Group gap="xs" wrap="nowrap">
            <Switch
              label={t('partners.organizer')}
              aria-label={t('partners.organizer_label', { name: p.name })}
              checked={organiser.isPending && organiser.variables ? organiser.variables.isOrganizer : p.isOrganizer}
              onChange={(e) =>
                organiser.mutate({ fkEventId: event.pkEventId, pkEventPartnerId: p.pkEventPartnerId, isOrganizer: e.currentTarget.checked })
              }
            />
            {/* Only its chamber's administrators may change a partner (they get its texts to edit). */}
            {p.editableTexts && (
              <EditAction label={t('partners.edit_label', { name: p.name })} tooltip={t('actions.edit')} onClick={onEdit} />
            )}
            <MoveButton partner={p} step={-1} disabled={first || moving} onMove={onMove} />
            <MoveButton partner={p} step={1} disabled={last || moving} onMove={onMove} />
            <DeleteAction
              label={t('partners.remove_label', { name: p.name })}
              tooltip={t('partners.remove')}
              onClick={onRemove}
              loading={remove.isPending}
              icon={<IconX size={16} aria-hidden />}
            />
          </Group>
        ) : (
          p.isOrganizer && (
            <Text size="xs" fw={600} c="brand">
              {t('partners.organizer')}
            </Text>
          )
        )}
      </Group>
    </Card>
  );
}
