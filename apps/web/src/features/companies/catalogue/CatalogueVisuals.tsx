import { Anchor, Badge, Box, Button, Group, Image, Text, type TextProps, Tooltip } from '@mantine/core';
import { IconBox, IconEdit, IconTools } from '@tabler/icons-react';
import { splitKeywords } from '@portal/contracts/catalogue/catalogue-item';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To, useLocation } from 'react-router';
import { formatDisplayDate } from '../../../components/form/date-format.ts';
import { publicFileUrl } from '../../../lib/stored-files.ts';
import { imagesOf, type OfferStatus, offerStatus, offerStatusColor } from './catalogue-format.ts';
import type { CatalogueItem, CatalogueKind } from './catalogue-kinds.ts';

/** Spec-1 section 9: text over 60 characters shows a tooltip. */
export const TOOLTIP_AFTER = 60;

export const kindIcon = (kind: CatalogueKind) => (kind === 'product' ? IconBox : IconTools);

/** The item's main image (or the stored `image` given), or a neutral placeholder (also when the file cannot be loaded). */
export function ItemImage({
  kind,
  item,
  height,
  radius = 0,
  image,
  fit = 'cover',
  alt = '',
}: {
  kind: CatalogueKind;
  item: CatalogueItem;
  height: number;
  radius?: string | number;
  image?: string;
  fit?: 'cover' | 'contain';
  alt?: string;
}) {
  const [failed, setFailed] = useState(false);
  const name = image ?? imagesOf(item)[0] ?? null;
  const Icon = kindIcon(kind);
  if (name && !failed)
    return (
      <Image
        src={publicFileUrl(name)}
        alt={alt}
        h={height}
        w="100%"
        fit={fit}
        radius={radius}
        onError={() => setFailed(true)}
        loading="lazy"
        data-testid="item-image"
      />
    );
  return (
    <Box
      h={height}
      w="100%"
      bg="var(--mantine-color-gray-0)"
      c="gray.5"
      style={{ display: 'grid', placeItems: 'center', borderRadius: radius }}
      data-testid="item-placeholder"
    >
      <Icon size={Math.min(48, Math.round(height / 2.5))} stroke={1.3} aria-hidden />
    </Box>
  );
}

/** Where an item's name leads: its detail, kept in the address (see useItemDetail). */
export interface NameLink {
  to: To;
  onClick: () => void;
}

/**
 * A line of text cut to `lines`, with the whole text as a tooltip when it is long; `heading` makes it
 * an h3, `link` makes the text a link that opens the item's detail.
 */
export function LongText({
  text,
  lines = 1,
  heading,
  link,
  ...props
}: TextProps & { text: string; lines?: number; heading?: boolean; link?: NameLink }) {
  const body = (
    <Text component={heading ? 'h3' : 'p'} lineClamp={lines} style={{ overflowWrap: 'anywhere' }} {...props}>
      {link ? (
        <Anchor component={Link} to={link.to} onClick={link.onClick} replace inherit underline="hover" aria-haspopup="dialog">
          {text}
        </Anchor>
      ) : (
        text
      )}
    </Text>
  );
  return text.length > TOOLTIP_AFTER ? (
    <Tooltip label={text} multiline maw={360} withArrow openDelay={300}>
      {body}
    </Tooltip>
  ) : (
    body
  );
}

/** Keyword chips: the first few and a "+N" for the rest. */
export function KeywordChips({ keywords, max = 4 }: { keywords: string; max?: number }) {
  const { t } = useTranslation('catalogue');
  const list = splitKeywords(keywords);
  if (!list.length) return null;
  const rest = list.slice(max);
  return (
    <Group gap={4} aria-label={t('keywords')} role="list">
      {list.slice(0, max).map((k) => (
        <Badge key={k} role="listitem" variant="default" radius="sm" tt="none" fw={500} size="sm" maw="100%">
          {k}
        </Badge>
      ))}
      {rest.length > 0 && (
        <Tooltip label={rest.join(', ')} multiline maw={300} withArrow>
          <Badge role="listitem" variant="transparent" color="gray" size="sm" tt="none" tabIndex={0}>
            {t('more_count', { count: rest.length })}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}

/** Edit of an item: its form, which comes back to this address afterwards. */
export function EditButton({ to, name }: { to: string; name: string }) {
  const { t } = useTranslation('catalogue');
  const { pathname, search } = useLocation();
  return (
    <Button
      component={Link}
      to={to}
      state={{ back: `${pathname}${search}` }}
      size="xs"
      variant="light"
      leftSection={<IconEdit size={14} />}
      aria-label={t('edit_named', { name })}
    >
      {t('edit')}
    </Button>
  );
}

/** "01.05.2026. – 31.12.2026." (either end may be open). */
export function validityText(item: { validFrom: string | null; validTo: string | null }) {
  const from = formatDisplayDate(item.validFrom);
  const to = formatDisplayDate(item.validTo);
  if (!from && !to) return '';
  return `${from || '…'} – ${to || '…'}`;
}

export function StatusBadge({ status }: { status: OfferStatus }) {
  const { t } = useTranslation('catalogue');
  return (
    <Badge size="sm" variant="dot" color={offerStatusColor[status]} tt="none" fw={500} data-testid="offer-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Supply / Demand badges, the validity window and, outside it, an "upcoming" or "expired" hint. */
export function OfferLine({ item, showActive = false }: { item: CatalogueItem; showActive?: boolean }) {
  const { t } = useTranslation('catalogue');
  const status = offerStatus(item);
  if (!status) return null;
  const window = validityText(item);
  return (
    <Group gap={6} wrap="wrap" data-testid="offer-line">
      {item.isSupply && (
        <Badge size="sm" color="teal" variant="light" tt="none">
          {t('supply')}
        </Badge>
      )}
      {item.isDemand && (
        <Badge size="sm" color="orange" variant="light" tt="none">
          {t('demand')}
        </Badge>
      )}
      {window && (
        <Text size="xs" c="dimmed" aria-label={t('validity_named', { window })}>
          {window}
        </Text>
      )}
      {(status !== 'active' || showActive) && <StatusBadge status={status} />}
    </Group>
  );
}
