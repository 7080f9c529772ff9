import { Group, Text } from '@mantine/core';

/**
 * A country's ISO code on a small tag, in place of a flag: emoji flags need a colour emoji font,
 * which many desktops (Windows, plain Linux) lack, and the brief allows no flag image downloads.
 */
export function CountryCode({ code }: { code: string }) {
  if (!/^[A-Za-z]{2}$/.test(code)) return null;
  return (
    <span
      aria-hidden
      style={{
        fontSize: 10,
        fontWeight: 700,
        letterSpacing: 0.5,
        lineHeight: '14px',
        padding: '0 4px',
        borderRadius: 3,
        border: '1px solid var(--mantine-color-gray-4)',
        color: 'var(--mantine-color-gray-7)',
        background: 'var(--mantine-color-gray-0)',
        flexShrink: 0,
      }}
    >
      {code.toUpperCase()}
    </span>
  );
}

/** A country's code tag and name; the name is never cut ("Bosna i Hercegovina" on a phone). */
export function CountryLabel({ code, name }: { code: string; name: string }) {
  return (
    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
      <CountryCode code={code} />
      <Text size="sm">{name}</Text>
    </Group>
  );
}
