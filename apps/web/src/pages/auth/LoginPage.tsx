import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../components/ui/AuthCard.tsx';
import { LoginForm } from '../../layouts/parts/LoginForm.tsx';

export function LoginPage() {
  const { t } = useTranslation('login');
  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')}>
      <LoginForm autoFocus />
      <Text size="sm" ta="center" mt="lg" c="dimmed">
        {t('no_account')}{' '}
        <Anchor component={Link} to="/register" fw={600}>
          {t('general:register')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
