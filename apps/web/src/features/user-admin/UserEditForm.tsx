import { adminUpdateUserModel, type AdminUserDetails } from '@portal/contracts/users/admin-users';
import { Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../api/toasts.tsx';
import { useZodForm } from '../../components/form/useZodForm.ts';
import { serverErrorKey } from '../../lib/server-error.ts';
import { useUpdateUser, useUserRoles } from './api/user-admin-queries.ts';

interface EditValues extends Record<string, unknown> {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  position: string;
  fkRoleId: number;
}

const orNull = (v: string) => (v.trim() ? v.trim() : null);

/** A user's name, e-mail, phone, position and (where the caller may) role. */
export function UserEditForm({ user }: { user: AdminUserDetails }) {
  const { t } = useTranslation('user-admin');
  const roles = useUserRoles();
  const update = useUpdateUser();
  const form = useZodForm<EditValues, typeof adminUpdateUserModel>(adminUpdateUserModel, {
    initialValues: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone ?? '',
      position: user.position ?? '',
      fkRoleId: user.fkRoleId,
    },
  });
  const submit = form.onSubmit(async (v) => {
    try {
      await update.mutateAsync({
        id: user.id,
        firstName: v.firstName,
        lastName: v.lastName,
        email: v.email,
        phone: orNull(form.values.phone),
        position: orNull(form.values.position),
        fkRoleId: v.fkRoleId,
      });
      toastSuccess(t('edit.done'));
    } catch (err) {
      if (!form.applyServerError(err)) toastError(serverErrorKey(err));
    }
  });
  const roleChoices = (roles.data ?? []).map((r) => ({ value: String(r.pkRoleId), label: r.name }));
  if (!roleChoices.some((r) => r.value === String(user.fkRoleId))) roleChoices.push({ value: String(user.fkRoleId), label: user.roleName });
  return (
    <Card component="form" onSubmit={submit} noValidate data-testid="user-edit-form">
      <Stack gap="md">
        <Text fw={600} component="h2" fz="lg" m={0}>
          {t('edit.title')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('fields.first_name')}
            maxLength={100}
            withAsterisk
            disabled={!user.can.edit}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('fields.last_name')}
            maxLength={100}
            withAsterisk
            disabled={!user.can.edit}
            {...form.getInputProps('lastName')}
          />
          <TextInput label={t('fields.email')} type="email" maxLength={254} disabled={!user.can.edit} {...form.getInputProps('email')} />
          <TextInput label={t('fields.phone')} type="tel" maxLength={40} disabled={!user.can.edit} {...form.getInputProps('phone')} />
          <TextInput label={t('fields.position')} maxLength={100} disabled={!user.can.edit} {...form.getInputProps('position')} />
          <Select
            label={t('fields.role')}
            data={roleChoices}
            disabled={!user.can.changeRole}
            value={String(form.values.fkRoleId)}
            onChange={(v) => v && form.setFieldValue('fkRoleId', Number(v))}
            error={form.errors.fkRoleId}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        {user.can.edit && (
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('edit.submit')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
