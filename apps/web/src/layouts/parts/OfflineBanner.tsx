import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Offline state is tracked and shown (spec-1 section 8). */
export function OfflineBanner() {
  const { online } = useNetwork();
  const { t } = useTranslation();
  if (online) return null;
  return (
    <Alert
      role="status"
      color="orange"
      icon={<IconWifiOff size={18} />}
      radius={0}
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      style={{ zIndex: 400 }}
      title={t('general:offline_title')}
    >
      {t('general:offline_text')}
    </Alert>
  );
}
