import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shown to the administrator of a company that is not verified yet. */
export function VerificationWarning() {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={t('general:verification_title')}
      mb="lg"
      data-testid="verification-warning"
    >
      {t('general:verification_text')}
    </Alert>
  );
}
