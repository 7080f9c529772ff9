import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** A thin bar at the top while the next screen loads. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('general:loading_page')}
      aria-busy="true"
      pos="fixed"
      top={0}
      left={0}
      right={0}
      h={3}
      bg="brand.5"
      style={{ zIndex: 1000, animation: 'ma-progress 1.2s ease-in-out infinite' }}
    />
  );
}
