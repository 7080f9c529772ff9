import type { DocumentKind } from '@portal/contracts/accounts/consents';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/dates.ts';
import { useCurrentDocumentVersions } from './api/consent-queries.ts';
import { PublishDocumentVersionCard } from './PublishDocumentVersionCard.tsx';

/**
 * A document's page (the terms of use, the privacy policy): its text with the current version
 * and its date, and for the platform administrator the card that publishes a new version.
 */
export function DocumentPage({
  kind,
  title,
  intro,
  sections,
}: {
  kind: DocumentKind;
  title: string;
  intro: string;
  sections: { title: string; text: string }[];
}) {
  const { t } = useTranslation('consents');
  const current = useCurrentDocumentVersions().data?.find((v) => v.kind === kind);
  return (
    <Container size="md" py="xl" px={0}>
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'lg', sm: 40 }} radius="lg">
          <Stack gap="lg">
            <div>
              <Title order={1} fz={{ base: 26, sm: 32 }}>
                {title}
              </Title>
              {current && (
                <Text size="sm" c="dimmed">
                  {t('gate.version', { version: current.version, date: formatDate(current.publishedAt) })}
                </Text>
              )}
            </div>
            <Text>{intro}</Text>
            {sections.map((s) => (
              <Stack key={s.title} gap={4}>
                <Title order={2} fz="lg">
                  {s.title}
                </Title>
                <Text c="gray.8">{s.text}</Text>
              </Stack>
            ))}
          </Stack>
        </Paper>
        <PublishDocumentVersionCard />
      </Stack>
    </Container>
  );
}
