import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { NewPasswordFields } from '../../../components/ui/NewPasswordFields.tsx';
import type { PersonValues } from './registration-form.ts';
import { logUnexpected } from '../../../api/unhandled-errors.ts';

interface Props {
  value: PersonValues;
  onChange: (v: PersonValues) => void;
  error: (field: string) => string | undefined;
  onEmailTaken: (taken: boolean) => void;
}

/** The person who registers: name, e-mail (checked while typing), phone and password. */
export function PersonSection({ value, onChange, error, onEmailTaken }: Props) {
  const { t } = useTranslation('register');
  const set = (patch: Partial<PersonValues>) => onChange({ ...value, ...patch });
  async function checkEmail() {
    const email = value.email.trim();
    if (!/^\S+@\S+\.\S+$/.test(email)) return;
    try {
      const res = await api.get<{ exists: boolean }>(`api/account/check-email/${encodeURIComponent(email)}`, { quiet: true });
      onEmailTaken(res.exists);
    } catch (err) {
      // The check only warns early: registering checks the address again.
      logUnexpected(err, 'the e-mail check failed');
      onEmailTaken(false);
    }
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={t('first_name')}
        value={value.firstName}
        onChange={(e) => set({ firstName: e.currentTarget.value })}
        error={error('person.firstName')}
        required
        autoComplete="given-name"
      />
      <TextInput
        label={t('last_name')}
        value={value.lastName}
        onChange={(e) => set({ lastName: e.currentTarget.value })}
        error={error('person.lastName')}
        required
        autoComplete="family-name"
      />
      <TextInput
        label={t('email')}
        type="email"
        value={value.email}
        onChange={(e) => set({ email: e.currentTarget.value })}
        onBlur={checkEmail}
        error={error('person.email')}
        required
        autoComplete="email"
      />
      <TextInput
        label={t('phone')}
        type="tel"
        value={value.phone}
        onChange={(e) => set({ phone: e.currentTarget.value })}
        error={error('person.phone')}
        autoComplete="tel"
      />
      <div style={{ gridColumn: '1 / -1' }}>
        <NewPasswordFields
          passwordLabel={t('password')}
          password={value.password}
          confirm={value.confirmPassword}
          onPassword={(password) => set({ password })}
          onConfirm={(confirmPassword) => set({ confirmPassword })}
          passwordError={error('person.password')}
          confirmError={error('person.confirmPassword')}
        />
      </div>
    </SimpleGrid>
  );
}
