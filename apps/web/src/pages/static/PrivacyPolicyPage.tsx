import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/dates.ts';

const sections = ['controller', 'data', 'purposes', 'sharing', 'retention', 'rights', 'cookies', 'contact'] as const;

/** The portal's privacy policy, in the chosen language. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation('privacy-policy');
  return (
    <Container size="md" py="xl" px={0}>
      <Paper withBorder p={{ base: 'lg', sm: 40 }} radius="lg">
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {t('title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('updated', { date: formatDate('2026-11-01') })}
            </Text>
          </div>
          <Text>{t('intro')}</Text>
          {sections.map((s) => (
            <Stack key={s} gap={4}>
              <Title order={2} fz="lg">
                {t(`${s}.title`)}
              </Title>
              <Text c="gray.8">{t(`${s}.text`)}</Text>
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Container>
  );
}
