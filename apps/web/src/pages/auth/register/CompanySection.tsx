import { Checkbox, Group, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyValues, ContactValues } from './registration-form.ts';
import { useRegistrationLists } from './useRegistrationLists.ts';

interface Props {
  company: CompanyValues;
  onCompany: (v: CompanyValues) => void;
  isContact: boolean;
  onIsContact: (v: boolean) => void;
  contact: ContactValues;
  onContact: (v: ContactValues) => void;
  error: (field: string) => string | undefined;
}

/** A new company: its data, modules, types and the contact person (the registering user by default). */
export function CompanySection(p: Props) {
  const { t } = useTranslation('register');
  const lists = useRegistrationLists();
  const set = (patch: Partial<CompanyValues>) => p.onCompany({ ...p.company, ...patch });
  const setContact = (patch: Partial<ContactValues>) => p.onContact({ ...p.contact, ...patch });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('company_name')}
          value={p.company.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={p.error('company.name')}
          required
          style={{ gridColumn: '1 / -1' }}
        />
        <Select
          label={t('country')}
          data={lists.countries}
          value={p.company.fkCountryId || null}
          onChange={(v) => set({ fkCountryId: v ?? '' })}
          error={p.error('company.fkCountryId')}
          searchable
          required
          nothingFoundMessage={t('general:no_result')}
        />
        <TextInput
          label={t('city')}
          value={p.company.cityName}
          onChange={(e) => set({ cityName: e.currentTarget.value })}
          error={p.error('company.cityName')}
        />
        <TextInput
          label={t('address')}
          value={p.company.address}
          onChange={(e) => set({ address: e.currentTarget.value })}
          error={p.error('company.address')}
        />
        <TextInput
          label={t('registration_number')}
          value={p.company.registrationNumber}
          onChange={(e) => set({ registrationNumber: e.currentTarget.value })}
          error={p.error('company.registrationNumber')}
        />
        <TextInput
          label={t('tax_number')}
          value={p.company.taxNumber}
          onChange={(e) => set({ taxNumber: e.currentTarget.value })}
          error={p.error('company.taxNumber')}
        />
      </SimpleGrid>
      <Checkbox.Group
        label={t('company_types')}
        value={p.company.companyTypeIDs}
        onChange={(v) => set({ companyTypeIDs: v })}
        error={p.error('company.companyTypeIDs')}
      >
        <Group mt={6}>
          {lists.companyTypes.map((c) => (
            <Checkbox key={c.value} value={c.value} label={c.label} />
          ))}
        </Group>
      </Checkbox.Group>
      <Checkbox.Group
        label={t('modules')}
        description={t('modules_hint')}
        value={p.company.moduleIDs}
        onChange={(v) => set({ moduleIDs: v })}
        error={p.error('company.moduleIDs')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt={6} spacing={6}>
          {lists.modules.map((c) => (
            <Checkbox key={c.value} value={c.value} label={c.label} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Switch label={t('is_mnc')} checked={p.company.isMnc} onChange={(e) => set({ isMnc: e.currentTarget.checked })} />
      <Stack gap="sm" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Text fw={600}>{t('contact_person')}</Text>
        <Checkbox
          label={t('i_am_contact_person')}
          checked={p.isContact}
          onChange={(e) => p.onIsContact(e.currentTarget.checked)}
          data-testid="is-contact-person"
        />
        {!p.isContact && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('prefix')}
              data={lists.prefixes}
              value={p.contact.prefix || null}
              onChange={(v) => setContact({ prefix: v ?? '' })}
              clearable
            />
            <TextInput
              label={t('position')}
              value={p.contact.position}
              onChange={(e) => setContact({ position: e.currentTarget.value })}
              error={p.error('contact.position')}
            />
            <TextInput
              label={t('first_name')}
              value={p.contact.firstName}
              onChange={(e) => setContact({ firstName: e.currentTarget.value })}
              error={p.error('contact.firstName')}
              required
            />
            <TextInput
              label={t('last_name')}
              value={p.contact.lastName}
              onChange={(e) => setContact({ lastName: e.currentTarget.value })}
              error={p.error('contact.lastName')}
              required
            />
            <TextInput
              label={t('email')}
              type="email"
              value={p.contact.email}
              onChange={(e) => setContact({ email: e.currentTarget.value })}
              error={p.error('contact.email')}
              required
            />
            <TextInput
              label={t('phone')}
              type="tel"
              value={p.contact.phone}
              onChange={(e) => setContact({ phone: e.currentTarget.value })}
              error={p.error('contact.phone')}
            />
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
