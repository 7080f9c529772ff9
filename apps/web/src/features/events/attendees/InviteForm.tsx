import { eventAttendeesPath } from '@portal/contracts/common/portal-links';
import { CodeType } from '@portal/contracts/codes/code-types';
import type { EventDetails } from '@portal/contracts/events/events';
import { INVITE_MAX, invitePeople } from '@portal/contracts/events/invitations';
import { Alert, Button, Card, Divider, Group, Select, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toastError } from '../../../api/toasts.tsx';
import { useZodForm } from '../../../components/form/useZodForm.ts';
import { useCodeChoices } from '../../../lib/codes/code-queries.ts';
import { serverErrorKey } from '../../../lib/server-error.ts';
import { useInvitePeople } from '../api/attendee-queries.ts';
import { CompanyPicker } from './CompanyPicker.tsx';
import { EmailListInput } from './EmailListInput.tsx';
import { type EmailEntry, parseEmailEntries, validEmails } from './email-list.ts';
import type { InviteOutcome } from './InviteResultAlert.tsx';
import { InviteTemplatePicker } from './InviteTemplatePicker.tsx';

interface InviteValues extends Record<string, unknown> {
  fkEventId: number;
  emails: string[];
  userIds: number[];
  companyIds: number[];
  fkAttendeeTypeId: number | null;
  fkTemplateId: number | null;
}

/**
 * Invites people by e-mail: typed or pasted addresses, and the users of chosen companies. Only
 * valid addresses are sent (the form's `emails`, checked by the contract); refused ones stay on
 * screen in red. Back on the list, the result says who was invited and who was skipped.
 */
export function InviteForm({ event }: { event: EventDetails }) {
  const { t } = useTranslation('event-attendees');
  const navigate = useNavigate();
  const types = useCodeChoices(CodeType.attendeeType);
  const invite = useInvitePeople(event.pkEventId);
  const [entries, setEntries] = useState<EmailEntry[]>([]);
  const form = useZodForm<InviteValues, typeof invitePeople>(invitePeople, {
    initialValues: { fkEventId: event.pkEventId, emails: [], userIds: [], companyIds: [], fkAttendeeTypeId: null, fkTemplateId: null },
    validateInputOnBlur: false,
  });
  const back = eventAttendeesPath(event.pkEventId);
  const validCount = form.values.emails.length;
  // The server names a refused address by its place in the list (emails.3): show it on the list.
  const emailsError = form.errors.emails ?? Object.entries(form.errors).find(([path]) => path.startsWith('emails.'))?.[1];

  const changeEntries = (next: EmailEntry[]) => {
    setEntries(next);
    form.setFieldValue('emails', validEmails(next));
    form.clearErrors();
  };

  const submit = form.onSubmit(async (body) => {
    try {
      const answer = await invite.mutateAsync(body);
      const outcome: InviteOutcome = { invite: answer, notSent: entries.filter((e) => e.issue).map((e) => e.value) };
      navigate(back, { state: { inviteOutcome: outcome } });
    } catch (err) {
      if (!form.applyServerError(err)) toastError(serverErrorKey(err));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="invite-form">
      <Stack gap="md">
        <Alert variant="light" color="brand" icon={<IconMailForward size={18} />} title={t('invite.info_title')}>
          {t('invite.info')}
        </Alert>
        <Card>
          <Stack gap="lg">
            <EmailListInput label={t('invite.emails_label')} value={entries} onChange={changeEntries} error={emailsError} withAsterisk />
            <Divider label={t('invite.or_companies')} labelPosition="center" />
            <CompanyPicker onAdd={(emails) => changeEntries(parseEmailEntries([...entries.map((e) => e.value), ...emails]))} />
          </Stack>
        </Card>
        <Card>
          <Stack gap="lg">
            <InviteTemplatePicker
              chamberId={event.fkChamberId}
              eventName={event.name}
              value={form.values.fkTemplateId}
              onChange={(id) => form.setFieldValue('fkTemplateId', id)}
              error={form.errors.fkTemplateId}
            />
            <Select
              label={t('invite.type_label')}
              description={t('invite.type_hint')}
              data={types.data ?? []}
              value={form.values.fkAttendeeTypeId ? String(form.values.fkAttendeeTypeId) : null}
              onChange={(v) => form.setFieldValue('fkAttendeeTypeId', v ? Number(v) : null)}
              error={form.errors.fkAttendeeTypeId}
              placeholder={t('type_none')}
              clearable
              maw={{ base: '100%', sm: 360 }}
              data-testid="invite-type"
            />
          </Stack>
        </Card>
        <Group justify="space-between" gap="sm" wrap="wrap-reverse">
          <Button
            variant="default"
            component={Link}
            to={back}
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            w={{ base: '100%', xs: 'auto' }}
          >
            {t('invite.back')}
          </Button>
          <Group gap="sm" wrap="wrap" w={{ base: '100%', xs: 'auto' }} justify="flex-end">
            {validCount > INVITE_MAX && (
              <Text size="sm" c="red.8">
                {t('invite.too_many', { max: INVITE_MAX })}
              </Text>
            )}
            <Button
              type="submit"
              loading={invite.isPending}
              leftSection={<IconMailForward size={16} aria-hidden />}
              data-testid="send-invitations"
              w={{ base: '100%', xs: 'auto' }}
            >
              {validCount ? t('invite.submit_count', { count: validCount }) : t('invite.submit')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
