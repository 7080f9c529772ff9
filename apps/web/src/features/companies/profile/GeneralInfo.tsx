import { isAdministrator } from '../../../lib/roles.ts';
import { CodeType } from '@portal/contracts/codes/code-types';
import { type CompanyUpdateModel, companyUpdateModel } from '@portal/contracts/companies/company';
import { requiredFieldsOf } from '@portal/contracts/companies/completeness';
import {
  Alert,
  Anchor,
  Autocomplete,
  Checkbox,
  Group,
  Image,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../api/toasts.tsx';
import { ClassificationTreePicker } from '../../../components/form/ClassificationTreePicker.tsx';
import { DateField } from '../../../components/form/DateField.tsx';
import { formatDisplayDate } from '../../../components/form/date-format.ts';
import { errorKeyOf } from '../../../components/form/form-errors.ts';
import { contractForm, useContractForm } from '../../../components/form/contract-form.ts';
import { useCurrentUser } from '../../../session/useSession.ts';
import { publicFileUrl, uploadPublicImage } from '../../../lib/stored-files.ts';
import type { CompanyAnswer } from '@portal/contracts/companies/company';
import { useSaveCompany } from '../api/company-queries.ts';
import { FormButtons } from './B2bScreenForm.tsx';
import { LogoField } from './LogoField.tsx';
import { InfoField, InfoGrid, NameList } from './ProfileParts.tsx';
import { useCityChoices, useClassificationLoaders, useCodeChoices, useCountryChoices } from '../../../lib/codes/code-queries.ts';

type ContactValues = NonNullable<CompanyUpdateModel['contactPerson']>;
type Values = Omit<CompanyUpdateModel, 'contactPerson'> & { contactPerson: ContactValues | null };

const emptyContact: ContactValues = { prefix: null, firstName: '', lastName: '', email: '', phone: '', position: '' };

/** Fields a complete profile needs (the completeness rules in contracts), shown with a star; the form takes the city by name. */
const completenessFields = new Set(requiredFieldsOf('profile').map((f) => (f === 'fkCityId' ? 'cityName' : f)));

/** The stored company as the form's starting values. */
function companyFormValues(company: CompanyAnswer, currentUserId: number | null): Values {
  const cp = company.contactPerson;
  const isMe = !!cp?.userId && cp.userId === currentUserId;
  return {
    pkCompanyId: company.pkCompanyId,
    name: company.name,
    fkCountryId: company.fkCountryId,
    fkCityId: null,
    cityName: company.cityName ?? '',
    address: company.address ?? '',
    registrationNumber: company.registrationNumber ?? '',
    taxNumber: company.taxNumber ?? '',
    logoName: company.logoName ?? null,
    isMnc: company.isMnc,
    moduleIDs: [...company.moduleIDs],
    companyTypeIDs: [...company.companyTypeIDs],
    companySectors: company.companySectors.map((s) => s.id),
    isThisUserContactPerson: isMe,
    contactPerson: isMe
      ? null
      : {
          prefix: cp?.prefix ?? null,
          firstName: cp?.firstName ?? '',
          lastName: cp?.lastName ?? '',
          email: cp?.email ?? '',
          phone: cp?.phone ?? '',
          position: cp?.position ?? '',
        },
    memberSince: company.memberSince,
  };
}

/**
 * The PUT api/Company body: the city travels by name (the server finds or adds it in the
 * country), empty text becomes null, the contact person is left out when it is the user, and
 * member since only goes with administrators.
 */
function companyPayload(parsed: CompanyUpdateModel, administrator: boolean): CompanyUpdateModel {
  const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
  const { memberSince, contactPerson, ...rest } = parsed;
  return {
    ...rest,
    fkCityId: null,
    cityName: blank(parsed.cityName),
    address: blank(parsed.address),
    registrationNumber: blank(parsed.registrationNumber),
    taxNumber: blank(parsed.taxNumber),
    logoName: blank(parsed.logoName),
    ...(parsed.isThisUserContactPerson || !contactPerson
      ? {}
      : { contactPerson: { ...contactPerson, phone: blank(contactPerson.phone), position: blank(contactPerson.position) } }),
    ...(administrator ? { memberSince: memberSince ?? null } : {}),
  };
}

/** The general information form: the company as the inputs' values, and back as the PUT body. */
const generalInfoForm = (administrator: boolean) =>
  contractForm({
    schema: companyUpdateModel.transform((parsed) => companyPayload(parsed, administrator)),
    toValues: ({ company, userId }: { company: CompanyAnswer; userId: number | null }) => companyFormValues(company, userId),
  });

/** The general information, read-only. */
export function GeneralInfoView({ company }: { company: CompanyAnswer }) {
  const { t } = useTranslation('company');
  const types = useCodeChoices(CodeType.companyType);
  const modules = useCodeChoices(CodeType.module, true);
  const prefixes = useCodeChoices(CodeType.prefix);
  const nameOf = (list: { value: string; label: string }[] | undefined, v: number | null | undefined) =>
    list?.find((c) => c.value === String(v))?.label;
  const cp = company.contactPerson;
  const contactName = cp ? [nameOf(prefixes.data, cp.prefix), cp.firstName, cp.lastName].filter(Boolean).join(' ') : '';
  return (
    <Stack gap="lg">
      <Group align="flex-start" gap="xl" wrap="wrap">
        {company.logoName && (
          <Image
            src={publicFileUrl(company.logoName)}
            alt={t('logo_of', { name: company.name })}
            w={120}
            h={120}
            fit="contain"
            radius="md"
            bd="1px solid var(--mantine-color-gray-3)"
          />
        )}
        <div style={{ flex: 1, minWidth: 240 }}>
          <InfoGrid>
            <InfoField label={t('general.name')}>{company.name}</InfoField>
            <InfoField label={t('general.country')}>{company.countryName}</InfoField>
            <InfoField label={t('general.city')}>{company.cityName}</InfoField>
            <InfoField label={t('general.address')}>{company.address}</InfoField>
            <InfoField label={t('general.registration_number')}>{company.registrationNumber}</InfoField>
            <InfoField label={t('general.tax_number')}>{company.taxNumber}</InfoField>
            <InfoField label={t('general.member_since')}>{company.memberSince ? formatDisplayDate(company.memberSince) : null}</InfoField>
            <InfoField label={t('general.is_mnc')}>{company.isMnc ? t('general:yes') : t('general:no')}</InfoField>
          </InfoGrid>
        </div>
      </Group>
      <InfoGrid>
        <InfoField label={t('general.company_types')}>
          {company.companyTypeIDs.length ? (
            <NameList names={company.companyTypeIDs.map((id) => nameOf(types.data, id)).filter((n): n is string => !!n)} />
          ) : null}
        </InfoField>
        <InfoField label={t('general.modules')}>
          {company.moduleIDs.length ? (
            <NameList names={company.moduleIDs.map((id) => nameOf(modules.data, id)).filter((n): n is string => !!n)} />
          ) : null}
        </InfoField>
      </InfoGrid>
      <InfoField label={t('general.sectors')}>
        {company.companySectors.length ? (
          <NameList variant="list" names={company.companySectors.map((s) => `${s.code} ${s.name}`)} />
        ) : null}
      </InfoField>
      <Title order={4} fz="md">
        {t('general.contact_person')}
      </Title>
      <InfoGrid>
        <InfoField label={t('general.contact_name')}>{contactName}</InfoField>
        <InfoField label={t('general.position')}>{cp?.position}</InfoField>
        <InfoField label={t('general.email')}>{cp?.email && <Anchor href={`mailto:${cp.email}`}>{cp.email}</Anchor>}</InfoField>
        <InfoField label={t('general.phone')}>{cp?.phone}</InfoField>
      </InfoGrid>
    </Stack>
  );
}

/** The general information as a form (PUT api/Company). */
export function GeneralInfoForm({ company, onDone }: { company: CompanyAnswer; onDone?: () => void }) {
  const { t } = useTranslation('company');
  const user = useCurrentUser();
  const administrator = isAdministrator(user?.fkRoleId);
  const ownCompany = user?.fkCompanyId === company.pkCompanyId;
  const save = useSaveCompany();
  const spec = useMemo(() => generalInfoForm(administrator), [administrator]);
  const form = useContractForm(spec, { company, userId: user?.id ?? null });
  const countries = useCountryChoices();
  const types = useCodeChoices(CodeType.companyType);
  const modules = useCodeChoices(CodeType.module, true);
  const prefixes = useCodeChoices(CodeType.prefix);
  const nace = useClassificationLoaders(CodeType.activityClass);
  const [cityQuery] = useDebouncedValue(form.values.cityName ?? '', 250);
  const cities = useCityChoices(form.values.fkCountryId || null, cityQuery);
  const contactDraft = useRef<ContactValues>(form.values.contactPerson ?? emptyContact);
  const props = (path: string) => ({
    ...form.getInputProps(path),
    withAsterisk: completenessFields.has(path) || form.isRequired(path),
  });
  const text = (path: string) => {
    const p = props(path);
    return { ...p, value: (p.value as string | null) ?? '' };
  };

  const toggleContact = (me: boolean) => {
    if (me) {
      contactDraft.current = form.values.contactPerson ?? emptyContact;
      form.setValues({ isThisUserContactPerson: true, contactPerson: null });
    } else form.setValues({ isThisUserContactPerson: false, contactPerson: contactDraft.current });
  };

  const submit = form.onSubmit(
    async (body) => {
      try {
        await save.mutateAsync(body);
        form.resetDirty();
        toastSuccess(t('errors:your_changes_has_been_saved_successfully'));
        onDone?.();
      } catch (err) {
        if (!form.applyServerError(err)) toastError(errorKeyOf(err, 'general_error'));
      }
    },
    () => toastError('validation_error'),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="company-form">
      <Stack gap="lg">
        <LogoField
          value={form.values.logoName ?? null}
          onChange={(name) => form.setFieldValue('logoName', name)}
          companyName={form.values.name || company.name}
          upload={uploadPublicImage}
          error={form.errors.logoName}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('general.name')} maxLength={200} {...text('name')} style={{ gridColumn: '1 / -1' }} />
          <Select
            label={t('general.country')}
            description={administrator ? undefined : t('general.country_fixed')}
            data={countries.data ?? []}
            {...props('fkCountryId')}
            value={form.values.fkCountryId ? String(form.values.fkCountryId) : null}
            onChange={(v) => form.setFieldValue('fkCountryId', v ? Number(v) : 0)}
            searchable
            allowDeselect={false}
            disabled={!administrator}
            nothingFoundMessage={t('general:no_result')}
          />
          <Autocomplete
            label={t('general.city')}
            data={cities.data?.map((c) => c.label) ?? []}
            {...text('cityName')}
            maxLength={100}
            description={t('general.city_hint')}
          />
          <TextInput label={t('general.address')} maxLength={200} {...text('address')} />
          <TextInput label={t('general.registration_number')} maxLength={40} {...text('registrationNumber')} />
          <TextInput label={t('general.tax_number')} maxLength={40} {...text('taxNumber')} />
          {administrator && (
            <DateField
              label={t('general.member_since')}
              description={t('general.member_since_hint')}
              {...form.getInputProps('memberSince')}
              value={form.values.memberSince ?? null}
              onChange={(v) => form.setFieldValue('memberSince', v)}
            />
          )}
        </SimpleGrid>
        <Checkbox.Group
          label={t('general.company_types')}
          {...form.getInputProps('companyTypeIDs')}
          value={form.values.companyTypeIDs.map(String)}
          onChange={(v) => form.setFieldValue('companyTypeIDs', v.map(Number))}
        >
          <Group mt={6}>
            {(types.data ?? []).map((c) => (
              <Checkbox key={c.value} value={c.value} label={c.label} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox.Group
          label={t('general.modules')}
          description={t('general.modules_hint')}
          {...props('moduleIDs')}
          value={form.values.moduleIDs.map(String)}
          onChange={(v) => form.setFieldValue('moduleIDs', v.map(Number))}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt={6} spacing={6}>
            {(modules.data ?? []).map((c) => (
              <Checkbox key={c.value} value={c.value} label={c.label} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Switch label={t('general.is_mnc')} description={t('general.is_mnc_hint')} {...form.getInputProps('isMnc', { type: 'checkbox' })} />
        <ClassificationTreePicker
          {...nace}
          multiple
          label={t('general.sectors')}
          description={t('general.sectors_hint')}
          dialogTitle={t('b2b.choose_nace')}
          withAsterisk
          value={form.values.companySectors}
          onChange={(v) => form.setFieldValue('companySectors', v)}
          knownNodes={company.companySectors.map((s) => ({ id: s.id, name: `${s.code} ${s.name}`, childenCount: 0 }))}
          error={form.errors.companySectors}
        />
        <Stack gap="sm" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <Title order={4} fz="md">
            {t('general.contact_person')}
          </Title>
          {ownCompany && (
            <Checkbox
              label={t('general.i_am_contact_person')}
              checked={form.values.isThisUserContactPerson}
              onChange={(e) => toggleContact(e.currentTarget.checked)}
              data-testid="is-contact-person"
            />
          )}
          {form.values.isThisUserContactPerson ? (
            <Alert variant="light" color="brand" icon={<IconInfoCircle size={18} />}>
              {t('general.contact_is_me', { name: [user?.firstName, user?.lastName].filter(Boolean).join(' ') })}
            </Alert>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Select
                label={t('general.prefix')}
                data={prefixes.data ?? []}
                {...form.getInputProps('contactPerson.prefix')}
                value={form.values.contactPerson?.prefix ? String(form.values.contactPerson.prefix) : null}
                onChange={(v) => form.setFieldValue('contactPerson.prefix', v ? Number(v) : null)}
                clearable
              />
              <TextInput label={t('general.position')} maxLength={100} {...text('contactPerson.position')} />
              <TextInput label={t('general.first_name')} maxLength={100} {...text('contactPerson.firstName')} />
              <TextInput label={t('general.last_name')} maxLength={100} {...text('contactPerson.lastName')} />
              <TextInput label={t('general.email')} type="email" {...text('contactPerson.email')} />
              <TextInput label={t('general.phone')} type="tel" {...text('contactPerson.phone')} />
            </SimpleGrid>
          )}
          {form.errors.contactPerson ? (
            <Text size="xs" c="red">
              {form.errors.contactPerson}
            </Text>
          ) : null}
        </Stack>
        <FormButtons dirty={form.isDirty()} pending={save.isPending} onReset={() => form.reset()} />
      </Stack>
    </form>
  );
}
