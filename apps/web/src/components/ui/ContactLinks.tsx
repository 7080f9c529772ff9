import { Anchor, Group, Stack } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';

/** A phone number as a tel: address (digits and the leading plus only). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * A person's e-mail and phones as mail and call links, one a line; nothing when there are none
 * (the server sends only what the reader may see: contact-visibility.policy.ts).
 */
export function ContactLinks({ email, phones, size = 'sm' }: { email: string | null; phones: string[]; size?: 'xs' | 'sm' }) {
  if (!email && phones.length === 0) return null;
  const icon = size === 'xs' ? 12 : 14;
  return (
    <Stack gap={2} data-testid="contact-links">
      {email && (
        <Anchor href={`mailto:${email}`} size={size} style={{ overflowWrap: 'anywhere' }} data-testid="contact-email">
          <Group gap={4} wrap="nowrap" component="span">
            <IconMail size={icon} style={{ flexShrink: 0 }} aria-hidden />
            {email}
          </Group>
        </Anchor>
      )}
      {phones.map((p) => (
        <Anchor key={p} href={telHref(p)} size={size} c="dark" data-testid="contact-phone">
          <Group gap={4} wrap="nowrap" component="span">
            <IconPhone size={icon} style={{ flexShrink: 0 }} aria-hidden />
            {p}
          </Group>
        </Anchor>
      ))}
    </Stack>
  );
}
