import { Button, Group } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoginDropdown } from './LoginDropdown.tsx';

/** The logged-out top bar: Login (dropdown) and Register. */
export function AuthButtons() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Group gap="xs" wrap="nowrap">
      <LoginDropdown initiallyOpen={params.has('redirectTo')} />
      <Button component={Link} to="/register" leftSection={<IconUserPlus size={16} />} visibleFrom="xs">
        {t('general:register')}
      </Button>
    </Group>
  );
}
