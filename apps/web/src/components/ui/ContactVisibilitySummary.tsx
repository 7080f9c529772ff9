import { type ContactVisibility, contactKinds } from '@portal/contracts/accounts/contact-visibility';
import { Card, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Where a person shows their e-mail and phone to people outside their company, read-only: their
 * company's administrators see the choice, only the person changes it (on their account page).
 */
export function ContactVisibilitySummary({ value }: { value: ContactVisibility }) {
  const { t } = useTranslation('contact-visibility');
  return (
    <Card data-testid="contact-visibility-summary">
      <Stack gap="xs">
        <Group gap={6} wrap="nowrap">
          <IconLock size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text fw={600}>{t('shown_by_person')}</Text>
        </Group>
        {contactKinds.map((kind) => (
          <Text key={kind} size="sm">
            <Text span fw={600} size="sm">
              {t(`kinds.${kind}`)}:
            </Text>{' '}
            {value[kind].length ? value[kind].map((place) => t(`places.${place}`)).join(', ') : t('shown_nowhere')}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
