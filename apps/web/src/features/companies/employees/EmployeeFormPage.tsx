import { companyEmployeesPath } from '@portal/contracts/common/portal-links';
import { Button, Card, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { CompanyPage, useCompanyPage } from '../CompanyPage.tsx';
import { useEmployee } from '../api/company-queries.ts';
import { NoDataNotice } from '../../../components/list/NoDataNotice.tsx';
import { EmployeeForm } from './EmployeeForm.tsx';
import { fullName } from '../../../lib/person-format.ts';

function EmployeeFormBody() {
  const { t } = useTranslation('company-sections');
  const { companyId, canEdit } = useCompanyPage();
  const navigate = useNavigate();
  const { id } = useParams();
  const employeeId = Number(id) > 0 ? Number(id) : null;
  const query = useEmployee(employeeId);
  const back = (
    <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} component={Link} to={companyEmployeesPath(companyId)}>
      {t('employees.back_to_list')}
    </Button>
  );
  if (!canEdit) return <NoDataNotice text={t('employees.not_allowed')}>{back}</NoDataNotice>;
  if (employeeId && query.isError) return <NoDataNotice text={t('errors:user_not_found')}>{back}</NoDataNotice>;
  if (employeeId && !query.data)
    return (
      <Card aria-busy="true">
        <Stack gap="md">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      </Card>
    );
  if (query.data && query.data.fkCompanyId !== companyId) return <NoDataNotice text={t('errors:user_not_found')}>{back}</NoDataNotice>;
  const list = companyEmployeesPath(companyId);
  return (
    <EmployeeForm key={employeeId ?? 0} companyId={companyId} employee={query.data ?? null} back={list} onSaved={() => navigate(list)} />
  );
}

function useEmployeeFormTitle() {
  const { t } = useTranslation('company-sections');
  const { id } = useParams();
  const employeeId = Number(id) > 0 ? Number(id) : null;
  const query = useEmployee(employeeId);
  if (!employeeId) return t('employees.invite_title');
  return query.data ? t('employees.edit_title_named', { name: fullName(query.data) }) : t('employees.edit_title');
}

export function EmployeeFormPage() {
  const title = useEmployeeFormTitle();
  return (
    <CompanyPage section="employees" title={title}>
      <EmployeeFormBody />
    </CompanyPage>
  );
}
