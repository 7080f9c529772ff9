import { Badge, Group, type GroupProps, Text, Tooltip } from '@mantine/core';

const LONG_SECTOR = 28;

interface SectorBadgesProps extends GroupProps {
  sectors: string[];
  max?: number;
  /** The "+n" badge's text, in the caller's namespace. */
  moreLabel: (count: number) => string;
  /** Shown when the company has no sectors. */
  emptyText: string;
}

/** Sector names as quiet badges: the first `max`, then "+n" with the rest in a tooltip. */
export function SectorBadges({ sectors, max = 3, moreLabel, emptyText, ...props }: SectorBadgesProps) {
  if (!sectors.length) {
    return (
      <Group {...props}>
        <Text size="xs" c="dimmed">
          {emptyText}
        </Text>
      </Group>
    );
  }
  const shown = sectors.slice(0, max);
  const rest = sectors.slice(max);
  return (
    <Group gap={6} {...props}>
      {/* A long name cut by the badge is shown whole in its title: a tooltip per badge costs a floating element per card. */}
      {shown.map((s) => (
        <Badge key={s} variant="light" color="gray" tt="none" fw={500} maw={240} radius="sm" title={s.length > LONG_SECTOR ? s : undefined}>
          {s}
        </Badge>
      ))}
      {rest.length > 0 && (
        <Tooltip label={rest.join(', ')} multiline maw={320}>
          <Badge variant="outline" color="gray" tt="none" fw={500} radius="sm" tabIndex={0}>
            {moreLabel(rest.length)}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
