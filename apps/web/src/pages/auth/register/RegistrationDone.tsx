import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResendConfirmation } from '../../../layouts/parts/ResendConfirmation.tsx';

/** After registering: the confirmation mail is on its way. */
export function RegistrationDone({ userId, email }: { userId: number; email: string }) {
  const { t } = useTranslation('register');
  return (
    <Stack align="center" ta="center" gap="md" py="md" data-testid="registration-done">
      <ThemeIcon size={64} radius="xl" variant="light" color="teal">
        <IconMailCheck size={34} stroke={1.5} />
      </ThemeIcon>
      <Title order={2} fz={24}>
        {t('errors:success_register')}
      </Title>
      <Text c="dimmed" maw={420}>
        {t('done_text', { email })}
      </Text>
      <ResendConfirmation userId={userId} />
      <Group justify="center" gap="sm">
        <Button component={Link} to={`/mailVerification?userId=${userId}`}>
          {t('enter_code')}
        </Button>
        <Button component={Link} to="/login" variant="light">
          {t('go_to_login')}
        </Button>
      </Group>
    </Stack>
  );
}
