import type { B2bInfoAnswer } from '@portal/contracts/companies/b2b-info';
import { Button, Card, Group, MultiSelect, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDeviceFloppy, IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CodeType } from '@portal/contracts/codes/code-types';
import { toastError, toastSuccess } from '../../../api/toasts.tsx';
import { ClassificationTreePicker } from '../../../components/form/ClassificationTreePicker.tsx';
import { errorKeyOf } from '../../../components/form/form-errors.ts';
import { LazyRichTextField } from '../../../components/form/LazyRichTextField.tsx';
import { NumberField } from '../../../components/form/NumberField.tsx';
import { useZodForm } from '../../../components/form/useZodForm.ts';
import { useSaveB2bInfo } from '../api/company-queries.ts';
import {
  type B2bFormValues,
  type B2bScreenKey,
  b2bFormValues,
  b2bRequiredForCompleteness,
  b2bScreenSchema,
  buildB2bPayload,
  type YearEntry,
} from './b2b-form.ts';
import { VideoPreview } from './VideoPreview.tsx';
import { useClassificationLoaders, useCodeChoices, useCountryChoices } from '../../../lib/codes/code-queries.ts';

interface Props {
  companyId: number;
  screen: B2bScreenKey;
  /** The stored B2B object: saving sends it back with this screen's fields changed. */
  stored: B2bInfoAnswer | undefined;
}

/** One B2B screen's fields as a form; saving PUTs the whole B2B object (spec-2 section 3). */
export function B2bScreenForm({ companyId, screen, stored }: Props) {
  const { t } = useTranslation('company');
  const save = useSaveB2bInfo(companyId);
  const schema = b2bScreenSchema(screen);
  const form = useZodForm<B2bFormValues, ScreenSchema>(schema, { initialValues: b2bFormValues(stored, screen) });
  const star = (field: string) => b2bRequiredForCompleteness(screen).includes(field) || form.isRequired(field);
  const text = (field: string, label: string, extra: Record<string, unknown> = {}) => ({
    label: t(label),
    ...form.getInputProps(field),
    withAsterisk: star(field),
    value: (form.values[field] as string | null) ?? '',
    ...extra,
  });

  const submit = form.onSubmit(
    async (parsed) => {
      try {
        await save.mutateAsync(buildB2bPayload(stored, screen, parsed as Record<string, unknown>));
        form.resetDirty();
        toastSuccess(t('errors:your_changes_has_been_saved_successfully'));
      } catch (err) {
        if (!form.applyServerError(err)) toastError(errorKeyOf(err, 'general_error'));
      }
    },
    () => toastError('validation_error'),
  );

  return (
    <Card component="form" onSubmit={submit} noValidate data-testid={`b2b-form-${screen}`}>
      <Stack gap="lg">
        {screen === 'company' && <CompanyFields form={form} text={text} star={star} />}
        {screen === 'market' && <MarketFields form={form} />}
        {screen === 'cooperation' && <CooperationFields form={form} star={star} />}
        {screen === 'promo' && (
          <Stack gap="md">
            <TextInput {...text('linkOfProductCatalogue', 'b2b.link_of_product_catalogue')} placeholder={t('b2b.link_placeholder')} />
            <TextInput
              {...text('linkOfPromoVideos', 'b2b.link_of_promo_videos')}
              placeholder={t('b2b.link_placeholder')}
              description={t('b2b.promo_video_hint')}
            />
            <DebouncedVideoPreview link={form.values.linkOfPromoVideos as string} />
          </Stack>
        )}
        <FormButtons dirty={form.isDirty()} pending={save.isPending} onReset={() => form.reset()} />
      </Stack>
    </Card>
  );
}

/** The preview follows the typed link once typing pauses (no player reload per keystroke). */
function DebouncedVideoPreview({ link }: { link: string }) {
  const [debounced] = useDebouncedValue(link, 600);
  return <VideoPreview link={debounced} />;
}

type ScreenSchema = ReturnType<typeof b2bScreenSchema>;
type Form = ReturnType<typeof useZodForm<B2bFormValues, ScreenSchema>>;

/** Save and discard, right-aligned; discard only while there are changes. */
export function FormButtons({ dirty, pending, onReset }: { dirty: boolean; pending: boolean; onReset: () => void }) {
  const { t } = useTranslation('company');
  return (
    <Group justify="flex-end" gap="sm" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      {dirty && (
        <Text size="sm" c="dimmed" mr="auto">
          {t('unsaved_changes')}
        </Text>
      )}
      <Button variant="default" leftSection={<IconRestore size={16} />} onClick={onReset} disabled={!dirty || pending}>
        {t('discard')}
      </Button>
      <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={pending}>
        {t('general:save')}
      </Button>
    </Group>
  );
}

function CompanyFields({
  form,
  text,
  star,
}: {
  form: Form;
  text: (field: string, label: string, extra?: Record<string, unknown>) => Record<string, unknown>;
  star: (field: string) => boolean;
}) {
  const { t } = useTranslation('company');
  const rows = form.values.annualTurnover as YearEntry[];
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput {...text('email', 'b2b.email')} type="email" autoComplete="email" />
        <TextInput {...text('phone', 'b2b.phone')} type="tel" autoComplete="tel" />
        <TextInput {...text('fax', 'b2b.fax')} type="tel" />
        <TextInput {...text('webLocation', 'b2b.web_location')} placeholder={t('b2b.link_placeholder')} />
        <TextInput {...text('ceo', 'b2b.ceo')} />
      </SimpleGrid>
      <LazyRichTextField
        label={t('b2b.short_company_profile')}
        {...form.getInputProps('shortCompanyProfile')}
        withAsterisk={star('shortCompanyProfile')}
        value={(form.values.shortCompanyProfile as string) ?? ''}
        height={200}
      />
      <LazyRichTextField
        label={t('b2b.main_business_activity')}
        {...form.getInputProps('mainBusinessActivity')}
        value={(form.values.mainBusinessActivity as string) ?? ''}
        height={200}
      />
      <Stack gap={6}>
        <Text fw={500} size="sm">
          {t('b2b.annual_turnover')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('b2b.annual_turnover_hint')}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {rows.map((row, i) => (
            <NumberField
              key={row.year}
              label={String(row.year)}
              {...form.getInputProps(`annualTurnover.${i}.value`)}
              value={row.value ?? ''}
              onChange={(v) => form.setFieldValue(`annualTurnover.${i}.value`, typeof v === 'number' ? v : null)}
              thousandSeparator={t('number.thousand_separator')}
              decimalSeparator={t('number.decimal_separator')}
              allowDecimal
              decimalScale={2}
              data-testid={`turnover-${row.year}`}
            />
          ))}
        </SimpleGrid>
        {form.errors.annualTurnover ? (
          <Text size="xs" c="red">
            {form.errors.annualTurnover}
          </Text>
        ) : null}
      </Stack>
    </>
  );
}

function MarketFields({ form }: { form: Form }) {
  const { t } = useTranslation('company');
  const countries = useCountryChoices();
  const hs = useClassificationLoaders(CodeType.productClass);
  const nace = useClassificationLoaders(CodeType.activityClass);
  const ids = (field: string) => ((form.values[field] as number[]) ?? []).map(String);
  const countrySelect = (field: string, label: string) => (
    <MultiSelect
      label={t(label)}
      data={countries.data ?? []}
      {...form.getInputProps(field)}
      value={ids(field)}
      onChange={(v) => form.setFieldValue(field, v.map(Number))}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={t('general:no_result')}
      placeholder={ids(field).length ? undefined : t('b2b.choose_countries')}
      disabled={countries.isLoading}
    />
  );
  const tree = (field: string, label: string, loaders: typeof hs, dialog: string) => (
    <ClassificationTreePicker
      {...loaders}
      multiple
      label={t(label)}
      dialogTitle={t(dialog)}
      value={(form.values[field] as number[]) ?? []}
      onChange={(v) => form.setFieldValue(field, v)}
      error={form.errors[field]}
    />
  );
  return (
    <Stack gap="lg">
      <Switch
        label={t('b2b.is_local_market')}
        description={t('b2b.is_local_market_hint')}
        {...form.getInputProps('isLocalMarket', { type: 'checkbox' })}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {countrySelect('b2BInfoImportCountries', 'b2b.import_countries')}
        {countrySelect('b2BInfoExportCountries', 'b2b.export_countries')}
        {tree('b2BInfoImportProducts', 'b2b.import_products', hs, 'b2b.choose_hs')}
        {tree('b2BInfoExportProducts', 'b2b.export_products', hs, 'b2b.choose_hs')}
        {tree('b2BInfoImportServices', 'b2b.import_services', nace, 'b2b.choose_nace')}
        {tree('b2BInfoExportServices', 'b2b.export_services', nace, 'b2b.choose_nace')}
      </SimpleGrid>
    </Stack>
  );
}

function CooperationFields({ form, star }: { form: Form; star: (field: string) => boolean }) {
  const { t } = useTranslation('company');
  const partners = useCodeChoices(CodeType.businessPartnerType);
  return (
    <Stack gap="lg">
      <MultiSelect
        label={t('b2b.business_partners')}
        description={t('b2b.business_partners_hint')}
        data={partners.data ?? []}
        {...form.getInputProps('b2BInfoBusinessPartners')}
        withAsterisk={star('b2BInfoBusinessPartners')}
        value={((form.values.b2BInfoBusinessPartners as number[]) ?? []).map(String)}
        onChange={(v) => form.setFieldValue('b2BInfoBusinessPartners', v.map(Number))}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage={t('general:no_result')}
        disabled={partners.isLoading}
      />
      <LazyRichTextField
        label={t('b2b.others')}
        description={t('b2b.others_hint')}
        {...form.getInputProps('others')}
        value={(form.values.others as string) ?? ''}
        height={200}
      />
    </Stack>
  );
}
