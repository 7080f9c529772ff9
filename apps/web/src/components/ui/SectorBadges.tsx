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
      {shown.map((s) => (
        <Tooltip key={s} label={s} disabled={s.length <= LONG_SECTOR} multiline maw={320}>
          <Badge variant="light" color="gray" tt="none" fw={500} maw={240} radius="sm">
            {s}
          </Badge>
        </Tooltip>
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
