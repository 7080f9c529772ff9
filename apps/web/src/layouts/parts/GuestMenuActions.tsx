import { Button, Stack } from '@mantine/core';
import { IconLayoutDashboard, IconLogin2, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../session/useSession.ts';

/**
 * Register and Log in (or the dashboard, when signed in) at full width, for the menu a menu button
 * opens on narrow screens, where the top bar has no room for Register.
 */
export function GuestMenuActions({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user)
    return (
      <Button component={Link} to="/dashboard" leftSection={<IconLayoutDashboard size={16} />} onClick={onNavigate} fullWidth>
        {t('menu:dashboard')}
      </Button>
    );
  return (
    <Stack gap="xs" data-testid="guest-menu-actions">
      <Button component={Link} to="/register" leftSection={<IconUserPlus size={16} />} onClick={onNavigate} fullWidth>
        {t('general:register')}
      </Button>
      <Button component={Link} to="/login" variant="default" leftSection={<IconLogin2 size={16} />} onClick={onNavigate} fullWidth>
        {t('general:log_in')}
      </Button>
    </Stack>
  );
}
