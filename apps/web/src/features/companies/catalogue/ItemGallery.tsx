import { Group, Image, Stack, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publicFileUrl } from '../../../lib/stored-files.ts';
import { imagesOf } from './catalogue-format.ts';
import type { CatalogueItem, CatalogueKind } from './catalogue-kinds.ts';
import { ItemImage } from './CatalogueVisuals.tsx';

const MAIN_HEIGHT = 320;
const THUMB_SIZE = 64;

/** All images of an item: the chosen one large (the main one first), and a thumbnail button for each to switch. */
export function ItemGallery({ kind, item }: { kind: CatalogueKind; item: CatalogueItem }) {
  const { t } = useTranslation('catalogue');
  const images = imagesOf(item);
  const [chosen, setChosen] = useState(0);
  const index = Math.min(chosen, Math.max(0, images.length - 1));
  const label = (i: number) => t('detail.image_of', { number: i + 1, total: images.length, name: item.name });
  return (
    <Stack gap="xs">
      <ItemImage
        key={images[index] ?? 'none'}
        kind={kind}
        item={item}
        image={images[index]}
        height={images.length ? MAIN_HEIGHT : MAIN_HEIGHT / 2}
        fit="contain"
        alt={images.length ? label(index) : ''}
        radius="var(--mantine-radius-md)"
      />
      {images.length > 1 && (
        <Group gap="xs" role="group" aria-label={t('detail.images')}>
          {images.map((name, i) => (
            <UnstyledButton
              key={name}
              onClick={() => setChosen(i)}
              aria-label={label(i)}
              aria-pressed={i === index}
              data-testid="detail-thumbnail"
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                border: `2px solid var(--mantine-color-${i === index ? 'brand-6' : 'gray-2'})`,
                overflow: 'hidden',
              }}
            >
              <Image src={publicFileUrl(name)} alt="" w={THUMB_SIZE} h={THUMB_SIZE} fit="cover" loading="lazy" />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
