import { roleCreateModel, type RoleModel } from '@portal/contracts/access-admin/roles';
import { Button, Card, Group, Skeleton, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toastSuccess } from '../../api/toasts.tsx';
import { toastUnhandled } from '../../api/unhandled-errors.ts';
import { useZodForm } from '../../components/form/useZodForm.ts';
import { useRole, useSaveRole } from './api/roles-admin-queries.ts';
import { ROLES_LIST, roleDetailsPath, rolePermissionsPath } from './paths.ts';
import { RoleMissing } from './RoleMissing.tsx';

const roleFormSchema = roleCreateModel.omit({ functionIds: true });
interface RoleFormValues {
  [key: string]: unknown;
  name: string;
  description: string;
  isCompanyRole: boolean;
}

/** /kif-admin-center/roles/form/{id?}: a role's name, description and kind; a new role goes on to its permissions. */
export function RoleFormPage() {
  const { t } = useTranslation('roles-admin');
  const id = Number(useParams().id) || null;
  const role = useRole(id);
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {id ? t('edit_title') : t('new_title')}
        </Title>
        <Text c="dimmed">{t('form_subtitle')}</Text>
      </div>
      {role.isError ? (
        <RoleMissing />
      ) : id && !role.data ? (
        <Card role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton h={36} mb="md" />
          <Skeleton h={80} />
        </Card>
      ) : (
        <RoleForm key={role.data?.pkRoleId ?? 'new'} role={role.data ?? null} />
      )}
    </Stack>
  );
}

function RoleForm({ role }: { role: RoleModel | null }) {
  const { t } = useTranslation('roles-admin');
  const navigate = useNavigate();
  const save = useSaveRole();
  const form = useZodForm<RoleFormValues, typeof roleFormSchema>(roleFormSchema, {
    initialValues: { name: role?.name ?? '', description: role?.description ?? '', isCompanyRole: role?.isCompanyRole ?? false },
  });
  const back = role ? roleDetailsPath(role.pkRoleId) : ROLES_LIST;

  const submit = form.onSubmit(async () => {
    const values = form.getValues();
    const fields = { name: values.name, description: values.description || null, isCompanyRole: values.isCompanyRole };
    try {
      if (role) {
        await save.mutateAsync({ ...fields, pkRoleId: role.pkRoleId, functionIds: role.functionIds });
        toastSuccess(t('save_success'));
        navigate(back);
      } else {
        const created = await save.mutateAsync({ ...fields, functionIds: [] });
        toastSuccess(t('add_success'));
        navigate(rolePermissionsPath(created.pkRoleId));
      }
    } catch (err) {
      if (!form.applyServerError(err)) toastUnhandled(err);
    }
  });

  return (
    <Card component="form" onSubmit={submit} noValidate>
      <Stack gap="lg">
        <TextInput label={t('field_name')} withAsterisk {...form.getInputProps('name')} />
        <Textarea label={t('field_description')} autosize minRows={2} {...form.getInputProps('description')} />
        <Switch
          label={t('field_company_role')}
          description={role?.isSystem ? t('builtin_kind_locked') : t('company_role_hint')}
          disabled={role?.isSystem}
          {...form.getInputProps('isCompanyRole', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={back} variant="default">
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {role ? t('save') : t('save_and_grant')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
