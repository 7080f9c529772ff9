import { deleteOwnAccountModel, type ErasureSummary } from '@portal/contracts/accounts/erasure';
import { Alert, Button, Card, Checkbox, Group, List, Loader, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastSuccess } from '../../api/toasts.tsx';
import { toastUnhandled } from '../../api/unhandled-errors.ts';
import { inPortalTime } from '../../i18n/portal-time.ts';
import { forgetSession } from '../../session/session-api.ts';
import { useFieldText } from '../../pages/shared/useFieldText.ts';
import { useFormErrors } from '../../pages/shared/useFormErrors.ts';
import { serverFieldErrors, validate } from '../../pages/shared/validate.ts';
import { deleteOwnAccount } from './api/account-deletion.api.ts';
import { useErasureSummary } from './api/account-deletion-queries.ts';

/** What goes and what stays, from the server's summary. */
function SummaryList({ summary }: { summary: ErasureSummary }) {
  const { t } = useTranslation('account-deletion');
  const company = summary.company;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('summary_title')}
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>{t('removed_now')}</List.Item>
        <List.Item>
          {summary.comingMeetings.length ? t('meetings_cancelled', { count: summary.comingMeetings.length }) : t('no_meetings')}
          {summary.comingMeetings.length > 0 && (
            <List size="sm" withPadding>
              {summary.comingMeetings.map((m) => (
                <List.Item key={m.reservationId}>
                  {t('meeting_line', { name: m.withName, event: m.eventName, start: inPortalTime(m.start).format('DD.MM.YYYY. HH:mm') })}
                </List.Item>
              ))}
            </List>
          )}
        </List.Item>
        <List.Item>{t('messages_kept', { count: summary.sentMessages })}</List.Item>
        <List.Item>{t('registrations_kept', { count: summary.eventRegistrations })}</List.Item>
        <List.Item>
          {t('personal_lists', {
            favourites: summary.favouriteCompanies,
            wishes: summary.meetingWishes,
            notifications: summary.notifications,
          })}
        </List.Item>
        {company && <List.Item>{t('company_membership', { company: company.name })}</List.Item>}
      </List>
      {company?.isLastAdministrator && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={t('last_admin_title')}>
          {t('last_admin_text', { company: company.name })}
        </Alert>
      )}
    </Stack>
  );
}

/** The dialog: the summary, the password and the explicit confirmation; then signed out to the landing page. */
function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('account-deletion');
  const summary = useErasureSummary(opened);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState(false);
  const [pending, setPending] = useState(false);
  const { ref, errors, setErrors } = useFormErrors();
  const error = useFieldText(errors);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  function close() {
    setPassword('');
    setConfirm(false);
    setErrors({});
    onClose();
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = validate(deleteOwnAccountModel, { password, confirm });
    if (checked.errors) return setErrors(checked.errors);
    setPending(true);
    try {
      await deleteOwnAccount(checked.data);
      forgetSession();
      queryClient.clear();
      navigate('/', { replace: true });
      toastSuccess(t('deleted'));
    } catch (err) {
      const fields = serverFieldErrors(err);
      if (fields) setErrors(fields);
      else toastUnhandled(err);
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal opened={opened} onClose={close} title={t('dialog_title')} centered size="lg" closeButtonProps={{ 'aria-label': t('cancel') }}>
      <form ref={ref} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {summary.data ? (
            <SummaryList summary={summary.data} />
          ) : summary.isError ? (
            <Alert color="red">{t('summary_failed')}</Alert>
          ) : (
            <Group justify="center">
              <Loader size="sm" aria-label={t('summary_loading')} />
            </Group>
          )}
          <PasswordInput
            label={t('password')}
            description={t('password_help')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={error('password')}
            autoComplete="current-password"
            required
            data-autofocus
          />
          <Checkbox label={t('confirm')} checked={confirm} onChange={(e) => setConfirm(e.currentTarget.checked)} error={error('confirm')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="red" leftSection={<IconTrash size={16} />} loading={pending} disabled={!summary.data}>
              {t('delete_button')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The account page's danger zone: "Delete my account". */
export function DeleteAccountCard() {
  const { t } = useTranslation('account-deletion');
  const [opened, setOpened] = useState(false);
  return (
    <Card component="section" withBorder style={{ borderColor: 'var(--mantine-color-red-4)' }} aria-labelledby="danger-zone-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" c="red.8" id="danger-zone-title">
          {t('danger_zone')}
        </Title>
        <Text size="sm">{t('card_text')}</Text>
        <Group>
          <Button color="red" variant="outline" leftSection={<IconTrash size={16} />} onClick={() => setOpened(true)}>
            {t('open_button')}
          </Button>
        </Group>
      </Stack>
      <DeleteAccountDialog opened={opened} onClose={() => setOpened(false)} />
    </Card>
  );
}
