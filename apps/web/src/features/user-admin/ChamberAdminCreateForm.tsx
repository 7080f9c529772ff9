import { CodeType } from '@portal/contracts/codes/code-types';
import { registerCifAdminModel } from '@portal/contracts/users/admin-users';
import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastError, toastSuccess } from '../../api/toasts.tsx';
import { useZodForm } from '../../components/form/useZodForm.ts';
import { useCodeChoices } from '../../lib/codes/code-queries.ts';
import { serverErrorKey } from '../../lib/server-error.ts';
import { useRegisterChamberAdmin } from './api/user-admin-queries.ts';

interface ChamberAdminValues extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  fkChamberId: number | null;
}

/**
 * A new chamber administrator of a chamber (platform administrators): they are mailed a temporary
 * password and choose their own at first sign-in.
 */
export function ChamberAdminCreateForm({ detailsPath }: { detailsPath: (id: number) => string }) {
  const { t } = useTranslation('user-admin');
  const navigate = useNavigate();
  const chambers = useCodeChoices(CodeType.chamber);
  const register = useRegisterChamberAdmin();
  const form = useZodForm<ChamberAdminValues, typeof registerCifAdminModel>(registerCifAdminModel, {
    initialValues: { firstName: '', lastName: '', email: '', phone: '', fkChamberId: null },
  });
  const submit = form.onSubmit(async (v) => {
    try {
      const { userId } = await register.mutateAsync({ ...v, phone: v.phone?.trim() ? v.phone : null });
      toastSuccess(t('create.done', { email: v.email }));
      navigate(detailsPath(userId));
    } catch (err) {
      if (!form.applyServerError(err)) toastError(serverErrorKey(err));
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="chamber-admin-form">
      <Stack gap="md">
        <Alert variant="light" color="brand" icon={<IconMailForward size={18} />} title={t('create.info_title')}>
          {t('create.info')}
        </Alert>
        <Card>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('fields.first_name')} maxLength={100} withAsterisk {...form.getInputProps('firstName')} />
            <TextInput label={t('fields.last_name')} maxLength={100} withAsterisk {...form.getInputProps('lastName')} />
            <TextInput
              label={t('fields.email')}
              type="email"
              maxLength={254}
              withAsterisk
              autoComplete="off"
              {...form.getInputProps('email')}
            />
            <TextInput label={t('fields.phone')} type="tel" maxLength={40} {...form.getInputProps('phone')} />
            <Select
              label={t('fields.chamber')}
              withAsterisk
              searchable
              data={chambers.data ?? []}
              value={form.values.fkChamberId ? String(form.values.fkChamberId) : null}
              onChange={(v) => form.setFieldValue('fkChamberId', v ? Number(v) : null)}
              error={form.errors.fkChamberId}
              comboboxProps={{ withinPortal: true }}
              data-testid="chamber-select"
            />
          </SimpleGrid>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" loading={register.isPending}>
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
