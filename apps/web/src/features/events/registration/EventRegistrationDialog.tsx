import { companyPagePath } from '@portal/contracts/common/portal-links';
import { RoleId } from '@portal/contracts/common/access';
import { Button, Center, Group, Loader, Modal, SegmentedControl, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconExternalLink, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../session/useSession.ts';
import type { UserEventStatus } from '@portal/contracts/events/invitations';
import { useUserEventStatus } from '../api/event-queries.ts';
import { RegistrationItemsPanel } from './RegistrationItemsPanel.tsx';
import { useSavedSelection } from '../api/registration-queries.ts';
import { deselectItems, type ItemKind, type Selection, selectedOf, selectItems, toggleItem } from './registration-selection.ts';
import { type RegistrationOutcome, type RegistrationTarget, useSaveRegistration } from './useSaveRegistration.ts';

/** Spec-1: the dialog is 1455 px wide or three quarters of the screen; phones get the whole screen. */
const DIALOG_WIDTH = 'min(1455px, 75vw)';
const PHONE_QUERY = '(max-width: 48em)';

interface Props extends RegistrationOutcome {
  target: RegistrationTarget | null;
  onClose: () => void;
}

/**
 * The event registration dialog (spec-1 "Event registration dialog"). Users whose company has
 * products or services choose what they bring; the others register with the visibility switch only.
 * Closing it drops the selection: it is rebuilt from the saved registration next time.
 */
export function EventRegistrationDialog({ target, onClose, onRegistered, onNotInvited }: Props) {
  const { t } = useTranslation('events');
  const user = useCurrentUser();
  const phone = useMediaQuery(PHONE_QUERY);
  const status = useUserEventStatus(target?.eventId ?? null, !!target);
  const companyId = user?.fkCompanyId ?? null;
  const withItems = !!companyId && !!status.data?.registerWithProductsServices;
  const outcome = {
    onRegistered: (id: number) => {
      onClose();
      onRegistered(id);
    },
    onNotInvited: () => {
      onClose();
      onNotInvited();
    },
  };
  const common = { opened: !!target, onClose, closeButtonProps: { 'aria-label': t('registration.close') }, radius: 'lg' } as const;

  if (!target) return null;
  if (status.isPending || status.isError) {
    return (
      <Modal {...common} title={t('registration.title_simple')} centered>
        <Center py="xl">{status.isError ? <Text c="red">{t('registration.load_error')}</Text> : <Loader size="sm" />}</Center>
      </Modal>
    );
  }
  if (!withItems || !companyId) {
    return (
      <Modal {...common} title={t('registration.title_simple')} centered size="md">
        <SimpleRegistration target={target} status={status.data} outcome={outcome} onCancel={onClose} />
      </Modal>
    );
  }
  return (
    <ItemsRegistration
      common={common}
      fullScreen={!!phone}
      target={target}
      status={status.data}
      companyId={companyId}
      isCompanyAdmin={user?.fkRoleId === RoleId.companyAdmin}
      outcome={outcome}
    />
  );
}

function VisibilitySwitch({ visible, onChange }: { visible: boolean; onChange: (v: boolean) => void }) {
  const { t } = useTranslation('events');
  return (
    <Switch
      checked={visible}
      onChange={(e) => onChange(e.currentTarget.checked)}
      label={visible ? t('registration.visible') : t('registration.not_visible')}
      thumbIcon={visible ? <IconEye size={12} aria-hidden /> : <IconEyeOff size={12} aria-hidden />}
      data-testid="visibility-switch"
    />
  );
}

function SimpleRegistration({
  target,
  status,
  outcome,
  onCancel,
}: {
  target: RegistrationTarget;
  status: UserEventStatus;
  outcome: RegistrationOutcome;
  onCancel: () => void;
}) {
  const { t } = useTranslation('events');
  const [visible, setVisible] = useState(true);
  const { save, saving } = useSaveRegistration(target, status, outcome);
  return (
    <Stack gap="lg">
      <Text size="sm">{t('registration.simple_text', { name: target.eventName })}</Text>
      <VisibilitySwitch visible={visible} onChange={setVisible} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('registration.cancel')}
        </Button>
        <Button onClick={() => void save({ products: [], services: [], visible })} loading={saving} data-testid="registration-save">
          {status.isAccepted ? t('registration.save_changes') : t('registration.register')}
        </Button>
      </Group>
    </Stack>
  );
}

interface ItemsProps {
  common: { opened: boolean; onClose: () => void; closeButtonProps: { 'aria-label': string }; radius: 'lg' };
  fullScreen: boolean;
  target: RegistrationTarget;
  status: UserEventStatus;
  companyId: number;
  isCompanyAdmin: boolean;
  outcome: RegistrationOutcome;
}

function ItemsRegistration({ common, fullScreen, target, status, companyId, isCompanyAdmin, outcome }: ItemsProps) {
  const { t } = useTranslation('events');
  const [kind, setKind] = useState<ItemKind>('product');
  const saved = useSavedSelection(companyId, target.eventId, true);
  return (
    <Modal
      {...common}
      size={DIALOG_WIDTH}
      fullScreen={fullScreen}
      title={kind === 'product' ? t('registration.title_products') : t('registration.title_services')}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid="registration-dialog"
    >
      {saved.data ? (
        <ItemsRegistrationBody
          initial={saved.data}
          kind={kind}
          onKind={setKind}
          target={target}
          status={status}
          companyId={companyId}
          isCompanyAdmin={isCompanyAdmin}
          outcome={outcome}
        />
      ) : (
        <Stack gap="md">
          <Skeleton h={36} w={320} />
          <Skeleton h={200} />
        </Stack>
      )}
    </Modal>
  );
}

function ItemsRegistrationBody({
  initial,
  kind,
  onKind,
  target,
  status,
  companyId,
  isCompanyAdmin,
  outcome,
}: Omit<ItemsProps, 'common' | 'fullScreen'> & { initial: Selection; kind: ItemKind; onKind: (k: ItemKind) => void }) {
  const { t } = useTranslation('events');
  // Starts from the saved registration; lives only while the dialog is open.
  const [selection, setSelection] = useState<Selection>(initial);
  const { save, saving } = useSaveRegistration(target, status, outcome);
  const addPath = companyPagePath(companyId, `${kind === 'product' ? 'products' : 'services'}/form`);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="lg" wrap="wrap">
          <SegmentedControl
            value={kind}
            onChange={(v) => onKind(v as ItemKind)}
            data={[
              { value: 'product', label: t('registration.products') },
              { value: 'service', label: t('registration.services') },
            ]}
            aria-label={t('registration.mode')}
          />
          <VisibilitySwitch visible={selection.visible} onChange={(visible) => setSelection((s) => ({ ...s, visible }))} />
        </Group>
        {isCompanyAdmin && (
          <Button
            component="a"
            href={addPath}
            target="_blank"
            rel="noopener"
            variant="light"
            rightSection={<IconExternalLink size={14} aria-hidden />}
          >
            {kind === 'product' ? t('registration.add_product') : t('registration.add_service')}
          </Button>
        )}
      </Group>
      <RegistrationItemsPanel
        key={kind}
        kind={kind}
        companyId={companyId}
        eventId={target.eventId}
        selected={selectedOf(selection, kind)}
        onToggle={(id) => setSelection((s) => toggleItem(s, kind, id))}
        onSelect={(ids) => setSelection((s) => selectItems(s, kind, ids))}
        onDeselect={(ids) => setSelection((s) => deselectItems(s, kind, ids))}
        loadMoreDisabled={!selection.visible}
        footer={
          <Button onClick={() => void save(selection)} loading={saving} data-testid="registration-save">
            {status.isAccepted ? t('registration.save_changes') : t('registration.register')}
          </Button>
        }
      />
    </Stack>
  );
}
