import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { externalHref } from '../../../lib/external-link.ts';

/** A labelled read-only value; empty values read "Not provided". */
export function InfoField({ label, children, span }: { label: string; children?: ReactNode; span?: boolean }) {
  const { t } = useTranslation('company');
  const empty = children === null || children === undefined || children === '' || (Array.isArray(children) && children.length === 0);
  return (
    <Stack gap={2} style={span ? { gridColumn: '1 / -1' } : undefined}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: 0.3 }}>
        {label}
      </Text>
      {empty ? (
        <Text size="sm" c="dimmed" fs="italic">
          {t('not_provided')}
        </Text>
      ) : (
        <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      )}
    </Stack>
  );
}

/** Two columns of InfoFields on wider screens. */
export function InfoGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
      {children}
    </SimpleGrid>
  );
}

/** Names as light badges (countries, partner types) or a list (long classification names). */
export function NameList({ names, variant = 'badges' }: { names: string[]; variant?: 'badges' | 'list' }) {
  if (!names.length) return null;
  if (variant === 'list') {
    return (
      <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {names.map((n) => (
          <Text key={n} component="li" size="sm">
            {n}
          </Text>
        ))}
      </Stack>
    );
  }
  return (
    <Group gap={6}>
      {names.map((n) => (
        <Badge key={n} variant="light" color="gray" radius="sm" tt="none" fw={500} size="lg">
          {n}
        </Badge>
      ))}
    </Group>
  );
}

/** An outside link opening in a new tab. */
export function ExternalLink({ href }: { href: string | null | undefined }) {
  const { t } = useTranslation('company');
  if (!href) return null;
  return (
    <Anchor href={externalHref(href)} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
      {href}
      <IconExternalLink size={14} style={{ marginLeft: 4, verticalAlign: 'text-bottom' }} aria-label={t('opens_in_new_tab')} />
    </Anchor>
  );
}

/**
 * A section of the profile page: its anchor (the section menu scrolls here), title, the red
 * mark when the server reports it incomplete, and a button to the section's own screen.
 */
export function ProfileSectionCard({
  anchor,
  title,
  missing,
  to,
  canEdit,
  children,
}: {
  anchor?: string;
  title: string;
  missing?: boolean;
  to?: string;
  canEdit?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('company');
  const headingId = anchor ? `${anchor}-title` : undefined;
  return (
    <Card
      id={anchor}
      tabIndex={anchor ? -1 : undefined}
      component="section"
      aria-labelledby={headingId}
      style={{ scrollMarginTop: 88, outline: 'none' }}
      data-testid={anchor}
    >
      <Group justify="space-between" align="center" mb="md" gap="xs">
        <Group gap="xs">
          <Title order={3} fz="lg" id={headingId} c={missing ? 'red.7' : undefined}>
            {title}
            {missing ? ' *' : ''}
          </Title>
          {missing && (
            <Badge color="red" variant="light" size="sm">
              {t('missing_required')}
            </Badge>
          )}
        </Group>
        {to && (
          <Button
            component={Link}
            to={to}
            size="xs"
            variant={canEdit ? 'light' : 'subtle'}
            leftSection={canEdit ? <IconPencil size={14} /> : undefined}
          >
            {canEdit ? t('edit') : t('open')}
          </Button>
        )}
      </Group>
      {children}
    </Card>
  );
}
