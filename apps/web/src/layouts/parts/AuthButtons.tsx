import { Button, Group } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoginDropdown } from './LoginDropdown.tsx';

/** The logged-out top bar: Login (dropdown) and Register (from 48em; narrower, the menu button's menu has it). */
export function AuthButtons() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Group gap="xs" wrap="nowrap">
      <LoginDropdown initiallyOpen={params.has('redirectTo')} />
      <Button component={Link} to="/register" leftSection={<IconUserPlus size={16} />} visibleFrom="sm">
        {t('general:register')}
      </Button>
    </Group>
  );
}
