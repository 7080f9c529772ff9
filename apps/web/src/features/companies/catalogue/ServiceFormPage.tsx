import { CodeType } from '@portal/contracts/codes/code-types';
import { Alert, Button, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompanyPage } from '../CompanyPage.tsx';
import { sectionPath } from '../company-sections.ts';
import { type Choice, useCodeChoices } from '../../../lib/codes/code-queries.ts';
import { type ServiceFormValues, serviceFormSchema, serviceFormValues } from './catalogue-form.ts';
import type { Service } from '@portal/contracts/catalogue/services';
import { type CatalogueFormKind, CatalogueFormPage, type CatalogueZodForm } from './CatalogueForm.tsx';

/** The NACE choices: the company's own activities, plus the service's when it left the list since. */
export function naceChoices(sectors: readonly { id: number; code: string; name: string }[], service: Service | null): Choice[] {
  const choices = sectors.map((s) => ({ value: String(s.id), label: `${s.code} ${s.name}` }));
  if (service && !sectors.some((s) => s.id === service.fkActivityClassificationId)) {
    choices.push({ value: String(service.fkActivityClassificationId), label: `${service.activityCode} ${service.activityName}` });
  }
  return choices;
}

/** NACE activity (one of the company's activities, required) and NICE class (code type 11, optional). */
function ServiceClassification({ form, item: service }: { form: CatalogueZodForm<ServiceFormValues>; item: Service | null }) {
  const { t } = useTranslation('catalogue');
  const { companyId, company } = useCompanyPage();
  const nice = useCodeChoices(CodeType.serviceCategory);
  const nace = useMemo(() => naceChoices(company.companySectors, service), [company.companySectors, service]);
  const id = (v: number | null) => (v == null ? null : String(v));
  return (
    <Stack gap="md">
      {nace.length === 0 && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('service.no_sectors_title')}
          data-testid="no-sectors"
        >
          <Stack gap="xs" align="flex-start">
            {t('service.no_sectors_text')}
            <Button component={Link} to={`${sectionPath(companyId, 'profile')}?edit=1`} size="xs" variant="light" color="orange">
              {t('service.add_sectors')}
            </Button>
          </Stack>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Select
          label={t('service.nace')}
          description={t('service.nace_hint')}
          placeholder={t('choose')}
          data={nace}
          searchable
          nothingFoundMessage={t('errors:no_result')}
          {...form.getInputProps('fkActivityClassificationId')}
          withAsterisk
          value={id(form.values.fkActivityClassificationId)}
          onChange={(v) => form.setFieldValue('fkActivityClassificationId', v ? Number(v) : null)}
          disabled={nace.length === 0}
          data-testid="nace-select"
        />
        <Select
          label={t('service.nice')}
          description={t('service.nice_hint')}
          placeholder={t('choose')}
          data={nice.data ?? []}
          searchable
          clearable
          nothingFoundMessage={t('errors:no_result')}
          {...form.getInputProps('fkServiceCategoriesId')}
          value={id(form.values.fkServiceCategoriesId)}
          onChange={(v) => form.setFieldValue('fkServiceCategoriesId', v ? Number(v) : null)}
          data-testid="nice-select"
        />
      </SimpleGrid>
    </Stack>
  );
}

/** The service form: NACE activity and NICE class, then the shared fields. */
export const serviceForm: CatalogueFormKind<'service', ServiceFormValues> = {
  kind: 'service',
  values: serviceFormValues,
  schema: serviceFormSchema,
  Classification: ServiceClassification,
};

/** /company/{companyId}/services/form/{id?} */
export const ServiceFormPage = () => <CatalogueFormPage config={serviceForm} />;
