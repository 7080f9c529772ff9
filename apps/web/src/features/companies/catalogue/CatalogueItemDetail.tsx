import { Modal, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { toastError } from '../../../api/toasts.tsx';
import { serverErrorKey } from '../../../lib/server-error.ts';
import { type CatalogueItem, type CatalogueKind, itemId } from './catalogue-kinds.ts';
import { useCatalogueItem } from '../api/catalogue-queries.ts';
import { ItemDetailBody } from './ItemDetailBody.tsx';
import type { ItemDetail } from './useItemDetail.ts';

/** Phones (below Mantine's xs breakpoint) get the whole screen. */
const PHONE_QUERY = '(max-width: 36em)';
const DESKTOP_WIDTH = 720;

interface Shown {
  kind: CatalogueKind;
  item: CatalogueItem;
}

/**
 * The detail of the product or service the address names (see useItemDetail): the item a list
 * handed over, else loaded by its id. An unknown or forbidden id toasts the server's error and
 * leaves the address.
 */
export function CatalogueItemDetail({ detail }: { detail: ItemDetail }) {
  const { t } = useTranslation('catalogue');
  // Read at once: a detail opened by the address must not start in the desktop size on a phone.
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  const { target, known, close } = detail;
  const query = useCatalogueItem(target?.kind ?? 'product', target && !known ? target.id : null);
  const item = known ?? query.data ?? null;
  const current = target && item ? { kind: target.kind, item } : null;
  // The last item stays while the modal fades out.
  const [last, setLast] = useState<Shown | null>(null);
  if (current && last?.item !== current.item) setLast(current);
  const shown = target ? current : last;
  const { error } = query;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once a load fails
  useEffect(() => {
    // A handled error has been dealt with by the API client already (session reset, error page).
    if (!error || (isApiError(error) && error.handled)) return;
    toastError(serverErrorKey(error), isApiError(error) ? error.params : undefined);
    close();
  }, [error]);

  return (
    <Modal
      opened={!!target}
      onClose={close}
      title={shown?.item.name ?? t(`${target?.kind ?? 'product'}.detail_title`)}
      size={DESKTOP_WIDTH}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{ title: { overflowWrap: 'anywhere' } }}
    >
      {shown ? (
        <ItemDetailBody key={`${shown.kind}-${itemId(shown.item)}`} kind={shown.kind} item={shown.item} />
      ) : (
        <Stack gap="md" aria-busy="true" data-testid="item-detail-loading">
          <Skeleton height={240} />
          <Skeleton height={16} width="60%" />
          <Skeleton height={48} />
        </Stack>
      )}
    </Modal>
  );
}
