import { companyProfilePath } from '@portal/contracts/common/portal-links';
import { Alert, Anchor, Group, Image, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { publicFileUrl } from '../../../lib/stored-files.ts';
import { useCatalogueItem } from '../../companies/api/catalogue-queries.ts';
import { useCurrentUser } from '../../../session/useSession.ts';
import { useItemOpenedFromSearch } from '../api/latest-searches-queries.ts';
import { detailParams } from '../item-link.ts';
import { OfferBadges } from './OfferBadges.tsx';

/** Phones (below Mantine's xs breakpoint) get the whole screen. */
const PHONE_QUERY = '(max-width: 36em)';

/** The item the address opens (?productId= or ?serviceId=, as on the company catalogue pages). */
function useDetailTarget() {
  const [params, setParams] = useSearchParams();
  const productId = Number(params.get(detailParams.product)) || null;
  const serviceId = Number(params.get(detailParams.service)) || null;
  const close = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const p of Object.values(detailParams)) next.delete(p);
        return next;
      },
      { replace: true },
    );
  return { kind: productId ? ('product' as const) : ('service' as const), id: productId ?? serviceId, close };
}

/** A found product or service: image, company, description and offer, over the results. */
export function SearchItemDetail() {
  const { t } = useTranslation('search');
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  const { kind, id, close } = useDetailTarget();
  // A signed-in user's opening is recorded for "Recently opened"; a guest's is only read.
  const signedIn = !!useCurrentUser();
  const opened = useItemOpenedFromSearch(kind, id, signedIn);
  const read = useCatalogueItem(kind, signedIn ? null : id);
  const query = signedIn ? opened : read;
  const item = query.data;
  return (
    <Modal
      opened={!!id}
      onClose={close}
      title={item?.name ?? t(`detail.${kind}`)}
      size={720}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('detail.close') }}
      styles={{ title: { overflowWrap: 'anywhere', fontWeight: 650 } }}
    >
      {item ? (
        <Stack gap="md" data-testid="item-detail">
          {item.mainImage && <Image src={publicFileUrl(item.mainImage)} alt="" radius="md" mah={320} fit="contain" bg="gray.0" />}
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('detail.company')}
            </Text>
            <Anchor component={Link} to={companyProfilePath(item.fkCompanyId)} size="sm" fw={600}>
              {item.companyName}
            </Anchor>
            <Text size="sm" c="dimmed">
              {item.countryName}
            </Text>
          </Group>
          <OfferBadges offer={item} />
          {item.description && (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {item.description}
            </Text>
          )}
        </Stack>
      ) : query.isError ? (
        <Alert color="orange" data-testid="item-detail-missing">
          {t('detail.not_found')}
        </Alert>
      ) : (
        <Stack gap="md" aria-busy="true">
          <Skeleton height={200} />
          <Skeleton height={14} width="60%" />
          <Skeleton height={40} />
        </Stack>
      )}
    </Modal>
  );
}
