import { Box, Group, type MantineBreakpoint, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import bySideMenu from './side-menu-breakpoint.module.css';

/** From where the name shows beside the sign: a breakpoint, or where the side menu stops collapsing. */
type TextFrom = MantineBreakpoint | 'sideMenu';

/**
 * The portal's mark; in the signed-in menu it links to the dashboard. On event pages the text takes
 * the event's header colour. `compact` shows the sign alone; `textFrom` shows the name only from a
 * breakpoint (the sign alone on phones), in CSS. The link's name is the text on screen (speech input users
 * say what they see), and a hidden "Market Access home" where the sign stands alone.
 */
export function BrandLogo({ to = '/', compact = false, textFrom }: { to?: string; compact?: boolean; textFrom?: TextFrom }) {
  const { t } = useTranslation();
  const bySide = textFrom === 'sideMenu';
  const breakpoint = bySide ? undefined : textFrom;
  const signAlone = (
    <VisuallyHidden hiddenFrom={compact ? undefined : breakpoint} className={bySide && !compact ? bySideMenu.narrowOnly : undefined}>
      {t('general:go_home')}
    </VisuallyHidden>
  );
  return (
    <Link to={to} style={{ textDecoration: 'none' }}>
      <Group gap={10} wrap="nowrap">
        <ThemeIcon size={34} radius="md" variant="gradient" gradient={{ from: 'brand.9', to: 'brand.5', deg: 135 }}>
          <IconWorld size={20} stroke={1.8} aria-hidden />
        </ThemeIcon>
        {(compact || textFrom) && signAlone}
        {!compact && (
          <Box visibleFrom={breakpoint} className={bySide ? bySideMenu.wideOnly : undefined} style={{ lineHeight: 1.1 }}>
            <Text fw={750} size="md" c="var(--event-fg, var(--mantine-color-brand-9))" style={{ letterSpacing: 0.4, whiteSpace: 'nowrap' }}>
              {t('general:app_name')}
            </Text>
            <Text size="xs" c="var(--event-fg, var(--mantine-color-dimmed))" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
              {t('general:app_tagline')}
            </Text>
          </Box>
        )}
      </Group>
    </Link>
  );
}
