import { Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from './parts/BrandLogo.tsx';
import { LanguageSwitch } from './parts/LanguageSwitch.tsx';

/** Sign-in, registration and password pages: the brand, the language, and the form. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      mih="100vh"
      data-layout="empty"
      style={{
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(160deg, var(--mantine-color-brand-0) 0%, var(--mantine-color-gray-0) 45%, #ffffff 100%)',
      }}
    >
      <Group component="header" justify="space-between" px={{ base: 'md', sm: 'xl' }} py="md">
        <BrandLogo to="/" />
        <LanguageSwitch />
      </Group>
      <Container size="sm" w="100%" py={{ base: 'md', sm: 'xl' }} style={{ flex: 1 }}>
        <main>{children}</main>
      </Container>
      <Text component="footer" ta="center" size="xs" c="dimmed" py="md">
        {t('general:copyright', { year: new Date().getFullYear() })}
      </Text>
    </Box>
  );
}
