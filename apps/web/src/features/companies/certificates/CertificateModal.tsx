import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { certificateModel } from '@portal/contracts/companies/certificates';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../api/toasts.tsx';
import { DateField } from '../../../components/form/DateField.tsx';
import { useZodForm } from '../../../components/form/useZodForm.ts';
import type { Certificate } from '@portal/contracts/companies/certificates';
import { useSaveCertificate } from '../api/company-queries.ts';
import { serverErrorKey } from '../../../lib/server-error.ts';

interface CertificateValues extends Record<string, unknown> {
  pkCertificateId?: number;
  fkCompanyId: number;
  name: string;
  issuer: string;
  validFrom: string | null;
  validTo: string | null;
}

/** The form's values for a new certificate of the company or for an existing one. */
export function certificateValues(companyId: number, c?: Certificate | null): CertificateValues {
  return {
    ...(c ? { pkCertificateId: c.pkCertificateId } : {}),
    fkCompanyId: companyId,
    name: c?.name ?? '',
    issuer: c?.issuer ?? '',
    validFrom: c?.validFrom?.slice(0, 10) ?? null,
    validTo: c?.validTo?.slice(0, 10) ?? null,
  };
}

interface Props {
  companyId: number;
  /** The certificate to edit; null adds a new one. */
  certificate: Certificate | null;
  opened: boolean;
  onClose: () => void;
}

/** Adds or changes a certificate: name, issuer and the validity dates (valid to not before valid from). */
export function CertificateModal({ companyId, certificate, opened, onClose }: Props) {
  const { t } = useTranslation('company-sections');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(certificate ? 'certificates.edit_title' : 'certificates.add_title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {opened && (
        <CertificateForm key={certificate?.pkCertificateId ?? 0} companyId={companyId} certificate={certificate} onDone={onClose} />
      )}
    </Modal>
  );
}

export function CertificateForm({
  companyId,
  certificate,
  onDone,
}: {
  companyId: number;
  certificate: Certificate | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('company-sections');
  const save = useSaveCertificate();
  const form = useZodForm<CertificateValues, typeof certificateModel>(certificateModel, {
    initialValues: certificateValues(companyId, certificate),
  });

  const submit = form.onSubmit(async (parsed) => {
    try {
      await save.mutateAsync({ ...parsed, issuer: parsed.issuer || null });
      toastSuccess(t(certificate ? 'errors:success_edit' : 'errors:success_add'));
      onDone();
    } catch (err) {
      if (!form.applyServerError(err)) toastError(serverErrorKey(err));
    }
  });

  // "Valid to" re-checks when "valid from" changes, so the date-order message follows both fields.
  const validFromProps = form.getInputProps('validFrom');
  const onValidFrom = (value: string | null) => {
    form.setFieldValue('validFrom', value);
    if (form.values.validTo) setTimeout(() => form.validateField('validTo'));
  };

  return (
    <form onSubmit={submit} noValidate data-testid="certificate-form">
      <Stack gap="md">
        <TextInput label={t('certificates.name')} data-autofocus maxLength={200} {...form.getInputProps('name')} />
        <TextInput label={t('certificates.issuer')} maxLength={200} {...form.getInputProps('issuer')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateField label={t('certificates.valid_from')} {...validFromProps} onChange={onValidFrom} />
          <DateField label={t('certificates.valid_to')} {...form.getInputProps('validTo')} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('general:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
