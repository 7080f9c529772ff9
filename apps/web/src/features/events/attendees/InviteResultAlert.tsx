import { Alert, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { InviteAnswer } from '@portal/contracts/events/invitations';

/** What the invite form hands to the list when it returns: the server's answer and the refused addresses. */
export interface InviteOutcome {
  invite: InviteAnswer;
  notSent: string[];
}

/** Reads the outcome the invite form left in the navigation state, if any. */
export function useInviteOutcome(): InviteOutcome | null {
  const state = useLocation().state as { inviteOutcome?: InviteOutcome } | null;
  return state?.inviteOutcome ?? null;
}

/** The invitation's result above the list: how many were invited, who was skipped as already invited, what was not sent. */
export function InviteResultAlert({ outcome }: { outcome: InviteOutcome }) {
  const { t } = useTranslation('event-attendees');
  // The consents' text of invitations not mailed loads with the alert.
  useTranslation('consents');
  const navigate = useNavigate();
  const location = useLocation();
  const { invite, notSent } = outcome;
  const close = () => navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  return (
    <Alert
      color={invite.invitedCount > 0 ? 'teal' : 'orange'}
      icon={<IconMailCheck size={20} />}
      title={t('result.invited', { count: invite.invitedCount })}
      withCloseButton
      closeButtonLabel={t('result.close')}
      onClose={close}
      data-testid="invite-result"
    >
      {invite.skippedEmails.length > 0 && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('result.skipped', { count: invite.skippedEmails.length, emails: invite.skippedEmails.join(', ') })}
        </Text>
      )}
      {notSent.length > 0 && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('result.not_sent', { count: notSent.length, emails: notSent.join(', ') })}
        </Text>
      )}
      {invite.notMailedEmails.length > 0 && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('consents:not_mailed', { emails: invite.notMailedEmails.join(', ') })}
        </Text>
      )}
      {invite.invitedCount > 0 && (
        <Text size="sm" c="dimmed">
          {t('result.mail_info')}
        </Text>
      )}
    </Alert>
  );
}
