import {
  accountEditPath,
  companyEmployeesPath,
  companyProfilePath,
  userAdministrationFormPath,
  userAdministrationPath,
  userFormPath,
} from '@portal/contracts/common/portal-links';
import type { AdminUserDetails } from '@portal/contracts/users/admin-users';
import { Anchor, Avatar, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconKey, IconMailForward, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NoDataNotice } from '../../components/list/NoDataNotice.tsx';
import { BackTitle } from '../../components/ui/BackTitle.tsx';
import { FactList } from '../../components/ui/FactList.tsx';
import { ContactLinks } from '../../components/ui/ContactLinks.tsx';
import { ContactVisibilitySummary } from '../../components/ui/ContactVisibilitySummary.tsx';
import { inPortalTime } from '../../i18n/portal-time.ts';
import { fullName, initials, personPhones } from '../../lib/person-format.ts';
import { avatarUrl } from '../../lib/stored-files.ts';
import { useCurrentUser } from '../../session/useSession.ts';
import { useAdministeredUser } from '../user-admin/api/user-admin-queries.ts';
import { useIsAdministrator } from './administrator.ts';
import { type PersonAction, personActions, takesAway, usePersonActions } from './usePersonActions.ts';

/** The spec's date display (DD.MM.YYYY.) with the time, in the portal's time zone. */
const DATE_TIME = 'DD.MM.YYYY. HH:mm';

const actionIcons: Record<PersonAction, ReactNode> = {
  deactivate: <IconUserOff size={16} aria-hidden />,
  activate: <IconUserCheck size={16} aria-hidden />,
  verify: <IconUserCheck size={16} aria-hidden />,
  unverify: <IconUserOff size={16} aria-hidden />,
  resendConfirmation: <IconMailForward size={16} aria-hidden />,
};

function StatusBadges({ user }: { user: AdminUserDetails }) {
  const { t } = useTranslation('company-users');
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" color={user.isActive ? 'teal' : 'red'} data-testid="active-badge">
        {user.isActive ? t('status.active') : t('status.inactive')}
      </Badge>
      <Badge variant="light" color={user.isVerified ? 'blue' : 'orange'} data-testid="verified-badge">
        {user.isVerified ? t('status.verified') : t('status.unverified')}
      </Badge>
      <Badge variant="light" color={user.emailConfirmed ? 'gray' : 'yellow'} data-testid="email-badge">
        {user.emailConfirmed ? t('status.email_confirmed') : t('status.email_unconfirmed')}
      </Badge>
      {user.passwordChangeNeeded && (
        <Badge variant="light" color="grape">
          {t('status.invitation_pending')}
        </Badge>
      )}
    </Group>
  );
}

/** The person at a glance, with the buttons of what the reader may do. */
function PersonHeader({ user }: { user: AdminUserDetails }) {
  const { t } = useTranslation('company-users');
  const actions = usePersonActions();
  // One's own record is edited on one's account page.
  const self = useCurrentUser()?.id === user.id;
  const name = fullName(user);
  return (
    <Card padding="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Avatar src={avatarUrl(user.id, user.avatarName)} alt="" radius="xl" size={64} color="brand">
            {initials(user)}
          </Avatar>
          <Stack gap={6} style={{ minWidth: 0 }}>
            <div>
              <Text fw={650} size="lg" style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {[user.position, user.companyName].filter(Boolean).join(' · ') || user.roleName}
              </Text>
            </div>
            <StatusBadges user={user} />
          </Stack>
        </Group>
        <Group gap="xs" wrap="wrap" aria-label={t('details.actions')} role="group">
          {(self || user.can.edit) && (
            <Button
              component={Link}
              to={self ? accountEditPath : userFormPath(user.id)}
              variant="default"
              leftSection={<IconEdit size={16} aria-hidden />}
            >
              {t(self ? 'actions.edit_own' : 'actions.edit')}
            </Button>
          )}
          {personActions(user).map((action) => (
            <Button
              key={action}
              variant="light"
              color={takesAway(action) ? 'red' : undefined}
              leftSection={actionIcons[action]}
              loading={actions.pending === action}
              onClick={() => actions.run(user, action)}
              data-testid={`action-${action}`}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
          {user.can.setPassword && (
            <Button
              component={Link}
              to={userAdministrationFormPath(user.id)}
              variant="subtle"
              leftSection={<IconKey size={16} aria-hidden />}
            >
              {t('actions.setPassword')}
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}

function AccountCard({ user }: { user: AdminUserDetails }) {
  const { t } = useTranslation('company-users');
  const when = (iso: string | null) => (iso ? inPortalTime(iso).format(DATE_TIME) : t('details.never'));
  const company = user.fkCompanyId && user.companyName && (
    <Anchor component={Link} to={companyProfilePath(user.fkCompanyId)} size="sm">
      {user.companyName}
    </Anchor>
  );
  return (
    <Card padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('details.account')}
        </Title>
        <FactList
          facts={[
            [t('fields.role'), user.roleName],
            [t('fields.company'), company],
            [t('fields.country'), user.countryName],
            [t('fields.chamber'), user.chamberName],
            [t('fields.user_name'), user.userName.toLowerCase() === user.email.toLowerCase() ? null : user.userName],
            [t('fields.created'), when(user.createdAt)],
            [t('fields.last_login'), when(user.lastLoginAt)],
          ]}
        />
      </Stack>
    </Card>
  );
}

function ContactCard({ user }: { user: AdminUserDetails }) {
  const { t } = useTranslation('company-users');
  const self = useCurrentUser()?.id === user.id;
  return (
    <Card padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('details.contact')}
        </Title>
        <ContactLinks email={user.email} phones={personPhones(user)} />
        <Text size="sm" c="dimmed">
          {t(self ? 'details.contact_rule_own' : 'details.contact_rule')}
        </Text>
      </Stack>
    </Card>
  );
}

function DetailsBody({ id }: { id: number }) {
  const { t } = useTranslation('company-users');
  const administrator = useIsAdministrator();
  const user = useAdministeredUser(id);
  const back = administrator
    ? { to: userAdministrationPath(), label: t('details.back_to_users') }
    : { to: user.data?.fkCompanyId ? companyEmployeesPath(user.data.fkCompanyId) : '/dashboard', label: t('details.back_to_employees') };
  return (
    <Stack gap="lg" maw={1040}>
      <BackTitle back={back} title={user.data ? fullName(user.data) : t('details.title')} subtitle={t('details.subtitle')} />
      {user.isError && <NoDataNotice text={t('details.not_found')} />}
      {user.isPending && (
        <Card role="status" aria-busy="true" aria-label={t('details.loading')}>
          <Stack>
            <Skeleton h={64} w="50%" />
            <Skeleton h={160} />
          </Stack>
        </Card>
      )}
      {user.data && (
        <>
          <PersonHeader user={user.data} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <AccountCard user={user.data} />
            <ContactCard user={user.data} />
          </SimpleGrid>
          <ContactVisibilitySummary value={user.data.contactVisibility} />
        </>
      )}
    </Stack>
  );
}

/**
 * /users/details/{id?}: a person's details for who administers them (a company administrator:
 * the people of their company); without an id, the reader's own.
 */
export function UserDetailsPage() {
  const me = useCurrentUser();
  const id = Number(useParams().id) || me?.id;
  return id ? <DetailsBody key={id} id={id} /> : null;
}
