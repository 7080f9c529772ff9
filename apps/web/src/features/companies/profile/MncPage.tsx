import { requiredFieldsOf } from '@portal/contracts/companies/completeness';
import { type MncInfoModel, mncInfoModel } from '@portal/contracts/companies/mnc-info';
import { Alert, Anchor, Button, Card, Divider, SimpleGrid, Skeleton, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { IconInfoCircle, IconWorldOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../api/toasts.tsx';
import { errorKeyOf } from '../../../components/form/form-errors.ts';
import { contractForm, useContractForm } from '../../../components/form/contract-form.ts';
import { CompanyPage, useCompanyPage } from '../CompanyPage.tsx';
import { SectionNotApplicable } from './SectionNotApplicable.tsx';
import { useMncInfo, useSaveMncInfo } from '../api/company-queries.ts';
import { FormButtons } from './B2bScreenForm.tsx';
import { YesNo } from './B2bViews.tsx';
import { InfoField, InfoGrid } from './ProfileParts.tsx';

/** The long-text questions of the MNC data, in the order of the profile PDF (page 6). */
const mncTextFields = ['description', 'suppliers', 'requirements', 'products', 'problems'] as const;
const contactFields = ['name', 'surname', 'position', 'email', 'directPhone'] as const;

/** Fields a complete MNC section needs (the completeness rules in contracts): shown with a star. */
const completenessFields = new Set(requiredFieldsOf('mnc'));

/** The stored MNC data as form values: text as ''. */
function mncFormValues(stored: Partial<MncInfoModel> | undefined, companyId: number) {
  const cp = stored?.contactPerson ?? {};
  return {
    fkCompanyId: companyId,
    description: stored?.description ?? '',
    suppliers: stored?.suppliers ?? '',
    requirements: stored?.requirements ?? '',
    requiredTime: stored?.requiredTime ?? '',
    products: stored?.products ?? '',
    problems: stored?.problems ?? '',
    opportunity: stored?.opportunity ?? false,
    contactPerson: Object.fromEntries(contactFields.map((f) => [f, cp[f] ?? ''])),
  };
}

/** The MNC form: a company's stored data as the inputs' values, and back as the PUT body. */
const mncForm = contractForm({
  schema: mncInfoModel.transform(mncPayload),
  toValues: ({ stored, companyId }: { stored: MncInfoModel | undefined; companyId: number }) => mncFormValues(stored, companyId),
});

/** The PUT body: empty text as null. */
function mncPayload(parsed: MncInfoModel): MncInfoModel {
  const blank = (v: string | null | undefined) => (v?.trim() ? v : null);
  const cp = parsed.contactPerson ?? {};
  return {
    ...parsed,
    description: blank(parsed.description),
    suppliers: blank(parsed.suppliers),
    requirements: blank(parsed.requirements),
    requiredTime: blank(parsed.requiredTime),
    products: blank(parsed.products),
    problems: blank(parsed.problems),
    contactPerson: Object.fromEntries(contactFields.map((f) => [f, blank(cp[f])])),
  };
}

/** Read-only MNC data (profile summary and visitors). */
export function MncView({ mnc }: { mnc: MncInfoModel }) {
  const { t } = useTranslation('company');
  const cp = mnc.contactPerson ?? {};
  return (
    <Stack gap="lg">
      {mncTextFields.map((f) => (
        <InfoField key={f} label={t(`mnc.${f}`)}>
          {mnc[f] ? <span style={{ whiteSpace: 'pre-line' }}>{mnc[f]}</span> : null}
        </InfoField>
      ))}
      <InfoGrid>
        <InfoField label={t('mnc.requiredTime')}>{mnc.requiredTime}</InfoField>
        <InfoField label={t('mnc.opportunity')}>
          <YesNo value={mnc.opportunity} />
        </InfoField>
      </InfoGrid>
      <Divider label={t('mnc.contact_person')} labelPosition="left" />
      <InfoGrid>
        <InfoField label={t('mnc.contact_name')}>{[cp.name, cp.surname].filter(Boolean).join(' ')}</InfoField>
        <InfoField label={t('mnc.position')}>{cp.position}</InfoField>
        <InfoField label={t('mnc.email')}>{cp.email && <Anchor href={`mailto:${cp.email}`}>{cp.email}</Anchor>}</InfoField>
        <InfoField label={t('mnc.directPhone')}>{cp.directPhone}</InfoField>
      </InfoGrid>
    </Stack>
  );
}

function MncForm({ companyId, stored }: { companyId: number; stored: MncInfoModel | undefined }) {
  const { t } = useTranslation('company');
  const save = useSaveMncInfo(companyId);
  const form = useContractForm(mncForm, { stored, companyId });
  const props = (path: string) => ({
    ...form.getInputProps(path),
    withAsterisk: completenessFields.has(path) || form.isRequired(path),
  });
  const submit = form.onSubmit(
    async (body) => {
      try {
        await save.mutateAsync(body);
        form.resetDirty();
        toastSuccess(t('errors:your_changes_has_been_saved_successfully'));
      } catch (err) {
        if (!form.applyServerError(err)) toastError(errorKeyOf(err, 'general_error'));
      }
    },
    () => toastError('validation_error'),
  );
  return (
    <Card component="form" onSubmit={submit} noValidate data-testid="mnc-form">
      <Stack gap="md">
        {mncTextFields.map((f) => (
          <Textarea key={f} label={t(`mnc.${f}`)} autosize minRows={3} maxRows={10} maxLength={5000} {...props(f)} />
        ))}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('mnc.requiredTime')} maxLength={200} {...props('requiredTime')} />
        </SimpleGrid>
        <Switch label={t('mnc.opportunity')} {...form.getInputProps('opportunity', { type: 'checkbox' })} />
        <Title order={4} fz="md" mt="sm">
          {t('mnc.contact_person')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('mnc.name')} maxLength={100} {...props('contactPerson.name')} />
          <TextInput label={t('mnc.surname')} maxLength={100} {...props('contactPerson.surname')} />
          <TextInput label={t('mnc.position')} maxLength={100} {...props('contactPerson.position')} />
          <TextInput label={t('mnc.email')} type="email" {...props('contactPerson.email')} />
          <TextInput label={t('mnc.directPhone')} type="tel" {...props('contactPerson.directPhone')} />
        </SimpleGrid>
        <FormButtons dirty={form.isDirty()} pending={save.isPending} onReset={() => form.reset()} />
      </Stack>
    </Card>
  );
}

function MncBody() {
  const { t } = useTranslation('company');
  const { companyId, company, canEdit } = useCompanyPage();
  const query = useMncInfo(company.isMnc ? companyId : null);
  if (!company.isMnc) {
    return (
      <SectionNotApplicable
        icon={<IconWorldOff size={18} />}
        title={t('mnc.not_mnc_title')}
        editorText={t('mnc.not_mnc_editor')}
        visitorText={t('mnc.not_mnc_visitor')}
        testId="mnc-not-applicable"
      />
    );
  }
  if (query.isLoading) {
    return (
      <Card aria-busy="true">
        <Stack gap="md">
          <Skeleton height={80} />
          <Skeleton height={80} />
          <Skeleton height={36} width="50%" />
        </Stack>
      </Card>
    );
  }
  if (query.isError || !query.data) {
    return (
      <Alert color="red" title={t('load_error_title')}>
        <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
          {t('try_again')}
        </Button>
      </Alert>
    );
  }
  if (!canEdit) {
    return (
      <Card>
        <MncView mnc={query.data} />
      </Card>
    );
  }
  const missing = company.missingSections.includes('mnc');
  return (
    <Stack gap="md">
      <Alert color={missing ? 'red' : 'brand'} variant="light" icon={<IconInfoCircle size={18} />}>
        {missing ? t('mnc.missing_required') : t('mnc.intro')}
      </Alert>
      <MncForm key={query.dataUpdatedAt} companyId={companyId} stored={query.data} />
    </Stack>
  );
}

/** /company/{companyId}/mnc: multinational company data (only for multinationals). */
export function MncPage() {
  const { t } = useTranslation('company');
  return (
    <CompanyPage section="mnc" title={t('sections.mnc')}>
      <MncBody />
    </CompanyPage>
  );
}
