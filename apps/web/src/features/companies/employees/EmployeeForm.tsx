import { RoleId } from '@portal/contracts/common/access';
import type { Employee } from '@portal/contracts/companies/employees';
import { employeeModel, employeeUpdateModel } from '@portal/contracts/companies/employees';
import { Alert, Button, Card, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toastError, toastSuccess } from '../../../api/toasts.tsx';
import { useZodForm } from '../../../components/form/useZodForm.ts';
import { ContactVisibilitySummary } from '../../../components/ui/ContactVisibilitySummary.tsx';
import { serverErrorKey } from '../../../lib/server-error.ts';
import { useInviteEmployee, useUpdateEmployee } from '../api/company-queries.ts';

interface EmployeeValues extends Record<string, unknown> {
  fkCompanyId?: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneMiddlePart: string;
  directPhone: string;
  position: string;
  fkRoleId: CompanyRole;
}

/** The two roles a company gives its users. */
type CompanyRole = typeof RoleId.companyAdmin | typeof RoleId.employee;
const companyRole = (roleId: number | undefined): CompanyRole => (roleId === RoleId.companyAdmin ? RoleId.companyAdmin : RoleId.employee);

function employeeValues(companyId: number, e?: Employee | null): EmployeeValues {
  return {
    fkCompanyId: companyId,
    firstName: e?.firstName ?? '',
    lastName: e?.lastName ?? '',
    email: e?.email ?? '',
    phone: e?.phone ?? '',
    phoneMiddlePart: e?.phoneMiddlePart ?? '',
    directPhone: e?.directPhone ?? '',
    position: e?.position ?? '',
    fkRoleId: companyRole(e?.fkRoleId),
  };
}

const orNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

export interface EmployeeFormProps {
  /** The company the person belongs to (a new one is invited into it). */
  companyId: number;
  /** The person to change; null invites a new one. */
  employee: Employee | null;
  /** Where cancel leads. */
  back: string;
  /** After a save: where the screen goes next is its own choice. */
  onSaved: (saved: Employee) => void;
}

/**
 * Invites a new employee (e-mailed a temporary password) or changes one (the e-mail stays): the
 * company's employee form and /users/form (features/company-users, joined in app/pages.ts).
 */
export function EmployeeForm({ companyId, employee, back, onSaved }: EmployeeFormProps) {
  const { t } = useTranslation('company-sections');
  const editing = !!employee;
  const invite = useInviteEmployee();
  const update = useUpdateEmployee(employee?.id ?? 0);
  const schema = editing ? employeeUpdateModel : employeeModel;
  const form = useZodForm<EmployeeValues, typeof employeeModel>(schema as typeof employeeModel, {
    initialValues: employeeValues(companyId, employee),
  });
  const pending = invite.isPending || update.isPending;

  const submit = form.onSubmit(async (v) => {
    const common = {
      firstName: v.firstName,
      lastName: v.lastName,
      phone: orNull(v.phone),
      phoneMiddlePart: orNull(v.phoneMiddlePart),
      directPhone: orNull(v.directPhone),
      position: orNull(v.position),
      fkRoleId: v.fkRoleId,
    };
    try {
      if (employee) {
        const saved = await update.mutateAsync(common);
        toastSuccess(t('errors:your_changes_has_been_saved_successfully'));
        onSaved(saved);
      } else {
        const saved = await invite.mutateAsync({ ...common, email: v.email, fkCompanyId: companyId });
        toastSuccess(t('employees.invited', { email: v.email }));
        onSaved(saved);
      }
    } catch (err) {
      // email_taken lands on the e-mail field; last_company_administrator and the like are toasts.
      if (!form.applyServerError(err)) toastError(serverErrorKey(err));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="employee-form">
      <Stack gap="md">
        {!editing && (
          <Alert variant="light" color="brand" icon={<IconMailForward size={18} />} title={t('employees.invite_info_title')}>
            {t('employees.invite_info')}
          </Alert>
        )}
        <Card>
          <Stack gap="md">
            <Text fw={600}>{t('employees.person_data')}</Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" style={{ alignItems: 'end' }}>
              <TextInput label={t('employees.first_name')} maxLength={100} autoComplete="off" {...form.getInputProps('firstName')} />
              <TextInput label={t('employees.last_name')} maxLength={100} autoComplete="off" {...form.getInputProps('lastName')} />
              <TextInput
                label={t('employees.email')}
                type="email"
                maxLength={254}
                autoComplete="off"
                {...form.getInputProps('email')}
                disabled={editing}
                withAsterisk={!editing}
                description={editing ? t('employees.email_fixed') : t('employees.email_hint')}
              />
              <TextInput label={t('employees.position')} maxLength={100} {...form.getInputProps('position')} />
            </SimpleGrid>
          </Stack>
        </Card>
        <Card>
          <Stack gap="md">
            <Text fw={600}>{t('employees.phones')}</Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <TextInput label={t('employees.phone')} type="tel" placeholder="+381" maxLength={40} {...form.getInputProps('phone')} />
              <TextInput label={t('employees.phone_middle_part')} type="tel" maxLength={40} {...form.getInputProps('phoneMiddlePart')} />
              <TextInput label={t('employees.direct_phone')} type="tel" maxLength={40} {...form.getInputProps('directPhone')} />
            </SimpleGrid>
          </Stack>
        </Card>
        {employee?.contactVisibility && <ContactVisibilitySummary value={employee.contactVisibility} />}
        <Card>
          <Radio.Group
            label={t('employees.role')}
            description={editing ? undefined : t('employees.role_hint')}
            value={String(form.values.fkRoleId)}
            onChange={(v) => form.setFieldValue('fkRoleId', companyRole(Number(v)))}
            error={form.errors.fkRoleId}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm" spacing="sm">
              <Radio.Card value="4" p="md" radius="md" data-testid="role-4">
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator />
                  <div>
                    <Text fw={600} size="sm">
                      {t('employees.role_employee')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('employees.role_employee_hint')}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
              <Radio.Card value="3" p="md" radius="md" data-testid="role-3">
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator />
                  <div>
                    <Text fw={600} size="sm">
                      {t('employees.role_admin')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('employees.role_admin_hint')}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            </SimpleGrid>
          </Radio.Group>
        </Card>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to={back}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={pending} leftSection={editing ? undefined : <IconMailForward size={16} />}>
            {t(editing ? 'general:save' : 'employees.send_invitation')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
