import {
  companyEmployeesPath,
  userAdministrationFormPath,
  userAdministrationPath,
  userDetailsPath,
} from '@portal/contracts/common/portal-links';
import type { Employee } from '@portal/contracts/companies/employees';
import { Alert, Anchor, Card, Skeleton, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { NoDataNotice } from '../../components/list/NoDataNotice.tsx';
import { BackTitle } from '../../components/ui/BackTitle.tsx';
import { fullName } from '../../lib/person-format.ts';
import { useCurrentUser } from '../../session/useSession.ts';
import { useEmployee } from '../companies/api/company-queries.ts';
import { userAdminKeys } from '../user-admin/api/user-admin-keys.ts';
import { useIsAdministrator } from './administrator.ts';
import { CompanyPicker } from './CompanyPicker.tsx';

/** The companies feature's employee form (invites with the invitation mail, or edits), handed in by app/pages.ts. */
export type EmployeeFormComponent = ComponentType<{
  companyId: number;
  employee: Employee | null;
  back: string;
  onSaved: (saved: Employee) => void;
}>;

function FormSkeleton() {
  return (
    <Card aria-busy="true">
      <Stack gap="md">
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    </Card>
  );
}

/** Where the page leads back to: the person, their company's employees, or user administration. */
function backLink(id: number | null, companyId: number | null | undefined) {
  if (id) return { to: userDetailsPath(id), label: 'form.back_to_details' } as const;
  if (companyId) return { to: companyEmployeesPath(companyId), label: 'details.back_to_employees' } as const;
  return { to: userAdministrationPath(), label: 'details.back_to_users' } as const;
}

/**
 * /users/form/{id?}: a company administrator adds a person to their company (the employee
 * invitation: a mail with a temporary password) or edits one, then lands on their details.
 * Administrators edit people in user administration and are sent there; they add a person to a
 * company they administer, chosen on the page (kept in `?company=<id>`).
 */
export function UserFormPage({ EmployeeForm }: { EmployeeForm: EmployeeFormComponent }) {
  const { t } = useTranslation('company-users');
  const id = Number(useParams().id) || null;
  const [params, setParams] = useSearchParams();
  const me = useCurrentUser();
  const administrator = useIsAdministrator();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const employee = useEmployee(administrator ? null : id);
  const askedCompany = Number(params.get('company')) || null;
  if (administrator && id) return <Navigate to={userAdministrationFormPath(id)} replace />;

  const companyId = id ? employee.data?.fkCompanyId : administrator ? askedCompany : me?.fkCompanyId;
  const chooseCompany = (company: number | null) => setParams(company ? { company: String(company) } : {}, { replace: true });
  // A company administrator edits only the people of their own company (the server says so too).
  const foreign = !administrator && !!employee.data && employee.data.fkCompanyId !== me?.fkCompanyId;
  const back = backLink(id, companyId);
  const title = !id ? t('form.add_title') : employee.data ? t('form.edit_title', { name: fullName(employee.data) }) : t('form.edit');
  const onSaved = async (saved: Employee) => {
    await queryClient.invalidateQueries({ queryKey: userAdminKeys.all });
    navigate(userDetailsPath(saved.id));
  };

  const body = () => {
    if ((id && employee.isError) || foreign || (!id && !companyId && !administrator)) return <NoDataNotice text={t('form.not_found')} />;
    if (id && !employee.data) return <FormSkeleton />;
    return (
      <>
        {administrator && (
          <>
            <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
              {t('form.administrator_hint')}{' '}
              <Anchor component={Link} to={userAdministrationFormPath()} size="sm">
                {t('form.administrator_link')}
              </Anchor>
            </Alert>
            <CompanyPicker value={companyId ?? null} onChange={chooseCompany} />
          </>
        )}
        {companyId && (
          <EmployeeForm
            key={`${companyId}-${id ?? 0}`}
            companyId={companyId}
            employee={employee.data ?? null}
            back={back.to}
            onSaved={onSaved}
          />
        )}
      </>
    );
  };

  return (
    <Stack gap="lg" maw={960}>
      <BackTitle
        back={{ to: back.to, label: t(back.label) }}
        title={title}
        subtitle={t(id ? 'form.edit_subtitle' : administrator ? 'form.add_subtitle_admin' : 'form.add_subtitle')}
      />
      {body()}
    </Stack>
  );
}
