import { companyVerificationPath } from '@portal/contracts/common/portal-links';
import { isAdministrator } from '../../../lib/roles.ts';
import { Alert, Anchor } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../session/useSession.ts';
import { useCompanyPage } from '../CompanyPage.tsx';

/**
 * Whether the viewer must wait for verification before adding items: company users of an
 * unverified company (the server answers them 605, company_not_verified); chamber and
 * platform administrators may add for any company they may edit.
 */
export function useVerificationNeeded() {
  const { company, canEdit } = useCompanyPage();
  const user = useCurrentUser();
  return canEdit && !company.isVerified && !!user && !isAdministrator(user.fkRoleId);
}

/** Said before the form, so nobody fills it in only to be refused on saving. */
export function VerificationNeeded() {
  const { t } = useTranslation('catalogue');
  const { companyId } = useCompanyPage();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconShieldCheck size={18} />}
      title={t('verification_needed.title')}
      data-testid="verification-needed"
    >
      {t('verification_needed.text')}{' '}
      <Anchor component={Link} to={companyVerificationPath(companyId)} size="sm">
        {t('verification_needed.link')}
      </Anchor>
    </Alert>
  );
}
