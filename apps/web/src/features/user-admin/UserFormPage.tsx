import { RoleId } from '@portal/contracts/common/access';
import { ReportFileName } from '@portal/contracts/reports/report-files';
import type { AdminUserDetails } from '@portal/contracts/users/admin-users';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ReportButton } from '../../components/reports/ReportButton.tsx';
import { BackTitle } from '../../components/ui/BackTitle.tsx';
import { FactList } from '../../components/ui/FactList.tsx';
import { useCurrentUser } from '../../session/useSession.ts';
import type { UserAction } from './api/user-admin.api.ts';
import { fetchUserDetailsPdf } from './api/user-admin.api.ts';
import { useAdministeredUser } from './api/user-admin-queries.ts';
import { ChamberAdminCreateForm } from './ChamberAdminCreateForm.tsx';
import { UserEditForm } from './UserEditForm.tsx';
import { UserPasswordForm } from './UserPasswordForm.tsx';
import { useUserAdminPaths } from './user-admin-paths.ts';
import { localeOfLanguage } from '../../i18n/languages.ts';
import { useUserActions } from './useUserActions.ts';

/** The buttons the caller's `can` flags allow for the user's state. */
function actionButtons(user: AdminUserDetails): UserAction[] {
  const { can } = user;
  return [
    ...(can.verify ? [user.isVerified ? ('unverify' as const) : ('verify' as const)] : []),
    ...(can.activate ? [user.isActive ? ('deactivate' as const) : ('activate' as const)] : []),
    ...(user.emailConfirmed ? [] : (['resendConfirmation'] as const)),
    ...(can.delete ? (['delete'] as const) : []),
    ...(can.hardDelete ? (['hardDelete'] as const) : []),
  ];
}

const removes = (a: UserAction) => a === 'delete' || a === 'hardDelete';

function UserDetailsCard({ user }: { user: AdminUserDetails }) {
  const { t, i18n } = useTranslation('user-admin');
  const actions = useUserActions();
  const navigate = useNavigate();
  const paths = useUserAdminPaths();
  const name = `${user.firstName} ${user.lastName}`;
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(localeOfLanguage(i18n.language)) : t('details.never'));
  const facts: [string, string | null][] = [
    [t('fields.email'), user.email],
    [t('fields.role'), user.roleName],
    [t('fields.company'), user.companyName],
    [t('fields.country'), user.countryName],
    [t('fields.chamber'), user.chamberName],
    [t('details.created'), when(user.createdAt)],
    [t('details.last_login'), when(user.lastLoginAt)],
  ];
  const run = async (action: UserAction) => {
    if ((await actions.run(user, action)) && removes(action)) navigate(paths.list);
  };
  return (
    <Card data-testid="user-details">
      <Stack gap="md">
        <Group gap={6} wrap="wrap">
          <Badge variant="light" color={user.isVerified ? 'teal' : 'orange'} data-testid="verified-badge">
            {user.isVerified ? t('status.verified') : t('status.unverified')}
          </Badge>
          <Badge variant="light" color={user.isActive ? 'blue' : 'red'} data-testid="active-badge">
            {user.isActive ? t('status.active') : t('status.inactive')}
          </Badge>
          <Badge variant="light" color={user.emailConfirmed ? 'gray' : 'yellow'}>
            {user.emailConfirmed ? t('status.email_confirmed') : t('status.email_unconfirmed')}
          </Badge>
        </Group>
        <FactList facts={facts} cols={{ base: 1, sm: 2, md: 3 }} />
        <Group gap="xs" wrap="wrap">
          {actionButtons(user).map((action) => (
            <Button
              key={action}
              size="sm"
              variant={removes(action) ? 'outline' : 'light'}
              color={removes(action) || action === 'deactivate' || action === 'unverify' ? 'red' : undefined}
              loading={actions.pending?.action === action}
              onClick={() => run(action)}
              data-testid={`action-${action}`}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
          <ReportButton
            size="sm"
            variant="default"
            file={{
              key: 'details',
              load: () => fetchUserDetailsPdf(user.id),
              fileName: ReportFileName.userDetails,
              title: t('details.report_title'),
              preview: true,
            }}
            label={t('details.export')}
            icon={<IconFileTypePdf size={16} aria-hidden />}
            testId="export-user-details"
            previewTestId="user-pdf"
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('details.of', { name })}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * /admin-center/user-administration/form/{id?} and /kif-admin-center/users/form/{id?}: a user's
 * details, edit, status actions and password; without an id a new chamber administrator.
 */
export function UserFormPage() {
  const { t } = useTranslation('user-admin');
  const id = Number(useParams().id) || null;
  const me = useCurrentUser();
  const paths = useUserAdminPaths();
  const user = useAdministeredUser(id);
  const title = id ? (user.data ? `${user.data.firstName} ${user.data.lastName}` : t('details.title')) : t('create.title');
  return (
    <Stack gap="lg" maw={960}>
      <BackTitle back={{ to: paths.list, label: t('back') }} title={title} subtitle={id ? t('details.subtitle') : t('create.subtitle')} />
      {!id &&
        (me?.fkRoleId === RoleId.platformAdmin ? (
          <ChamberAdminCreateForm detailsPath={paths.form} />
        ) : (
          <Alert variant="light" color="gray">
            {t('create.platform_only')}
          </Alert>
        ))}
      {id && !user.data && !user.isError && (
        <Card role="status" aria-busy="true" aria-label={t('loading')}>
          <Stack>
            <Skeleton h={24} w="40%" />
            <Skeleton h={120} />
          </Stack>
        </Card>
      )}
      {user.data && (
        <>
          <UserDetailsCard user={user.data} />
          <UserEditForm key={user.data.id} user={user.data} />
          {user.data.can.setPassword && <UserPasswordForm userId={user.data.id} name={`${user.data.firstName} ${user.data.lastName}`} />}
        </>
      )}
    </Stack>
  );
}
