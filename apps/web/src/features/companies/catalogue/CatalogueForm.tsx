import { companyPagePath, companyVerificationPath } from '@portal/contracts/common/portal-links';
import { ModuleId } from '@portal/contracts/common/access';
import { Button, Card, Checkbox, Group, SimpleGrid, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import { type ComponentType, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '../../../api/api-error.ts';
import { toastError, toastSuccess } from '../../../api/toasts.tsx';
import { DateField } from '../../../components/form/DateField.tsx';
import { ImageGalleryEditor } from '../../../components/form/ImageGalleryEditor.tsx';
import { KeywordsInput } from '../../../components/form/KeywordsInput.tsx';
import { useContractForm } from '../../../components/form/contract-form.ts';
import type { ZodForm } from '../../../components/form/useZodForm.ts';
import { CompanyPage, useCompanyPage } from '../CompanyPage.tsx';
import { useVerificationNeeded, VerificationNeeded } from './VerificationNeeded.tsx';
import type { CompanyAnswer } from '@portal/contracts/companies/company';
import { publicFileUrl, uploadPublicImage } from '../../../lib/stored-files.ts';
import { NoDataNotice } from '../../../components/list/NoDataNotice.tsx';
import { serverErrorKey } from '../../../lib/server-error.ts';
import { type CatalogueFormRules, type CatalogueFormValues, STAY_TICKED } from './catalogue-form.ts';
import { dayOf } from './catalogue-format.ts';
import { type CatalogueKind, type ItemOf, type ModelOf, catalogueKinds } from './catalogue-kinds.ts';
import { useCatalogueItem, useSaveCatalogueItem } from '../api/catalogue-queries.ts';

/** Supply and demand is for companies with its module that are not multinational (spec-1 section 5). */
export const canOffer = (company: Pick<CompanyAnswer, 'moduleIDs' | 'isMnc'>) =>
  company.moduleIDs.includes(ModuleId.supplyAndDemand) && !company.isMnc;

export type CatalogueZodForm<V extends CatalogueFormValues> = ZodForm<V, z.ZodType>;

const ORDER_ERROR = 'valid_from_greater_than_valid_to_error';

/** What makes the form a product or a service form. */
export interface CatalogueFormKind<K extends CatalogueKind, V extends CatalogueFormValues> {
  kind: K;
  /** The form's values for a new item of the company, or for a stored one. */
  values: (companyId: number, item: ItemOf<K> | null) => V;
  /** The form's schema under the item's date rules; its output is the API body. */
  schema: (rules: CatalogueFormRules) => z.ZodType<ModelOf<K>>;
  /** The kind's own fields (classification), above the shared ones. */
  Classification: ComponentType<{ form: CatalogueZodForm<V>; item: ItemOf<K> | null }>;
}

/**
 * The product and service form (spec-1 section 5): the kind's classification, name, description,
 * keywords, the 6-slot gallery and, for companies with module 4 that are not multinational,
 * supply or demand with the validity window.
 */
export function CatalogueForm<K extends CatalogueKind, V extends CatalogueFormValues>({
  config: { kind, values, schema: makeSchema, Classification },
  item,
}: {
  config: CatalogueFormKind<K, V>;
  item: ItemOf<K> | null;
}) {
  const { t } = useTranslation('catalogue');
  const { companyId, company } = useCompanyPage();
  const navigate = useNavigate();
  const back = useBackPath(kind);
  const save = useSaveCatalogueItem(kind);
  const isNew = !item;
  const [engaged, setEngaged] = useState(!!(item?.isSupply || item?.isDemand));
  const engagedRef = useRef(engaged);
  engagedRef.current = engaged;
  const storedFrom = dayOf(item?.validFrom);
  const schema = useMemo(() => makeSchema({ isNew, storedFrom, engaged: () => engagedRef.current }), [makeSchema, isNew, storedFrom]);
  const form = useContractForm({ schema, toValues: (stored: ItemOf<K> | null) => values(companyId, stored) }, item);
  const images = form.getInputProps('images');

  const formRef = useRef<HTMLFormElement>(null);
  const hasOrderError = () => !!schema.safeParse(form.getValues()).error?.issues.some((i) => i.message === ORDER_ERROR);
  const submit = form.onSubmit(
    async (body) => {
      try {
        await save.mutateAsync(body);
        toastSuccess(t(isNew ? (kind === 'product' ? 'errors:success_add' : 'errors:success_service_add') : 'errors:success_edit'));
        navigate(back);
      } catch (err) {
        // Spec error 605: an unverified company cannot add; the verification notice explains why.
        if (isApiError(err) && err.code === 'company_not_verified') return navigate(companyVerificationPath(companyId));
        const onFields = form.applyServerError(err);
        if (!onFields) toastError(serverErrorKey(err));
        else if (isApiError(err) && Object.values(err.fields ?? {}).includes(ORDER_ERROR)) toastError(ORDER_ERROR);
      }
    },
    () => {
      // Spec: the date order is also a toast; other messages sit under their fields, the first one brought into view.
      if (hasOrderError()) toastError(ORDER_ERROR);
      setTimeout(() => {
        const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
        invalid?.scrollIntoView({ block: 'center', behavior: 'smooth' });
        // The HS picker's group is not focusable itself: its button is.
        const target = invalid?.matches('input, textarea') ? invalid : invalid?.querySelector<HTMLElement>('input, textarea, button');
        target?.focus({ preventScroll: true });
      });
    },
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid={`${kind}-form`}>
      <Stack gap="md">
        <Card>
          <Stack gap="md">
            <Text fw={600}>{t('form.basic')}</Text>
            <Classification form={form} item={item} />
            <TextInput label={t('form.name')} maxLength={200} {...form.getInputProps('name')} />
            <Textarea
              label={t('form.description')}
              autosize
              minRows={3}
              maxRows={10}
              maxLength={4000}
              {...form.getInputProps('description')}
            />
            <KeywordsInput label={t('form.keywords')} {...form.getInputProps('keywords')} />
          </Stack>
        </Card>
        <Card>
          <ImageGalleryEditor
            label={t('form.images')}
            description={t('form.images_hint')}
            value={images.value}
            onChange={images.onChange}
            upload={uploadPublicImage}
            getImageUrl={publicFileUrl}
            error={images.error}
          />
        </Card>
        {canOffer(company) && (
          <OfferFields
            form={form}
            engaged={engaged}
            onTick={(checked) => {
              if (checked) setEngaged(true);
            }}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to={back}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
            {t(isNew ? `${kind}.add` : 'general:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Supply or demand and the validity window; the dates show once they matter. */
function OfferFields<V extends CatalogueFormValues>({
  form,
  engaged,
  onTick,
}: {
  form: CatalogueZodForm<V>;
  engaged: boolean;
  onTick: (checked: boolean) => void;
}) {
  const { t } = useTranslation('catalogue');
  const { isSupply, isDemand, validFrom, validTo } = form.values;
  const flagged = isSupply || isDemand;
  const showDates = flagged || engaged || !!validFrom || !!validTo;
  const flag = (field: 'isSupply' | 'isDemand') => {
    const props = form.getInputProps(field, { type: 'checkbox' });
    return {
      ...props,
      error: undefined,
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
        props.onChange(e);
        onTick(e.currentTarget.checked);
        if (form.errors.isSupply) form.clearFieldError('isSupply');
      },
    };
  };
  // "Valid to" re-checks when "valid from" changes, so the date-order message follows both fields.
  const onValidFrom = (value: string | null) => {
    form.getInputProps('validFrom').onChange(value);
    if (validTo) setTimeout(() => form.validateField('validTo'));
  };
  const stayError = form.errors.isSupply;
  return (
    <Card data-testid="offer-fields">
      <Stack gap="md">
        <div>
          <Text fw={600}>{t('form.offer_title')}</Text>
          <Text size="sm" c="dimmed">
            {t('form.offer_intro')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" role="group" aria-label={t('form.offer_title')}>
          <Checkbox label={t('supply')} description={t('form.supply_hint')} {...flag('isSupply')} data-testid="is-supply" />
          <Checkbox label={t('demand')} description={t('form.demand_hint')} {...flag('isDemand')} data-testid="is-demand" />
        </SimpleGrid>
        {stayError ? (
          <Text size="sm" c="red.7" role="alert" data-testid="stay-ticked-error">
            {stayError}
          </Text>
        ) : (
          engaged && (
            <Group gap={6} wrap="nowrap" c="dimmed" align="flex-start">
              <IconInfoCircle size={16} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
              <Text size="sm" data-testid="stay-ticked-hint">
                {t(`form.${STAY_TICKED}_hint`)}
              </Text>
            </Group>
          )
        )}
        {showDates && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <DateField
              label={t('form.valid_from')}
              description={t('form.valid_from_hint')}
              {...form.getInputProps('validFrom')}
              onChange={onValidFrom}
              withAsterisk={flagged}
            />
            <DateField
              label={t('form.valid_to')}
              description={t('form.valid_to_hint')}
              {...form.getInputProps('validTo')}
              withAsterisk={flagged}
            />
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}

/** Where Cancel and a saved form lead: the list the user came from (with its page), else the kind's list. */
function useBackPath(kind: CatalogueKind) {
  const { companyId } = useCompanyPage();
  const state = useLocation().state as { back?: unknown } | null;
  const list = companyPagePath(companyId, catalogueKinds[kind].segment);
  return typeof state?.back === 'string' && state.back.startsWith(list) ? state.back : list;
}

/** The id of the form route: a positive number edits, none adds. */
function useFormItemId() {
  const { id } = useParams();
  return Number(id) > 0 ? Number(id) : null;
}

/** Loads the item to edit (or none to add), checks the right to edit, then renders the form. */
function CatalogueFormBody<K extends CatalogueKind, V extends CatalogueFormValues>({ config }: { config: CatalogueFormKind<K, V> }) {
  const { t } = useTranslation('catalogue');
  const { kind } = config;
  const { companyId, canEdit } = useCompanyPage();
  const id = useFormItemId();
  const query = useCatalogueItem(kind, id);
  const waitForVerification = useVerificationNeeded();
  const list = companyPagePath(companyId, catalogueKinds[kind].segment);
  const backButton = (
    <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} component={Link} to={list}>
      {t(`${kind}.back_to_list`)}
    </Button>
  );
  if (waitForVerification) return <VerificationNeeded />;
  if (id && query.isError) return <NoDataNotice text={t(`${kind}.not_found`)}>{backButton}</NoDataNotice>;
  if (id && !query.data)
    return (
      <Card aria-busy="true" data-testid="form-loading">
        <Stack gap="md">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={90} />
        </Stack>
      </Card>
    );
  const item = query.data ?? null;
  if (item && item.fkCompanyId !== companyId) return <NoDataNotice text={t(`${kind}.not_found`)}>{backButton}</NoDataNotice>;
  if (!(item ? item.canEdit || canEdit : canEdit)) return <NoDataNotice text={t('not_allowed')}>{backButton}</NoDataNotice>;
  return <CatalogueForm key={id ?? 0} config={config} item={item} />;
}

/** The frame of /company/{id}/products/form/{id?} and the services form: title by mode, section of the kind. */
export function CatalogueFormPage<K extends CatalogueKind, V extends CatalogueFormValues>({ config }: { config: CatalogueFormKind<K, V> }) {
  const { t } = useTranslation('catalogue');
  const { kind } = config;
  const id = useFormItemId();
  const query = useCatalogueItem(kind, id);
  const title = !id
    ? t(`${kind}.add_title`)
    : query.data
      ? t(`${kind}.edit_title_named`, { name: query.data.name })
      : t(`${kind}.edit_title`);
  return (
    <CompanyPage section={catalogueKinds[kind].segment} title={title}>
      <CatalogueFormBody config={config} />
    </CompanyPage>
  );
}
