import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../components/form/date-format.ts';

interface Offer {
  isSupply: boolean;
  isDemand: boolean;
  validTo: string | null;
}

/** The live offers of an item: supply and/or demand, valid to a day. */
export function OfferBadges({ offer }: { offer: Offer }) {
  const { t } = useTranslation('search');
  if (!offer.isSupply && !offer.isDemand) return null;
  return (
    <Group gap={6}>
      {offer.isSupply && (
        <Badge color="teal" variant="light" radius="sm" tt="none">
          {t('offer.supply')}
        </Badge>
      )}
      {offer.isDemand && (
        <Badge color="orange" variant="light" radius="sm" tt="none">
          {t('offer.demand')}
        </Badge>
      )}
      {offer.validTo && (
        <Text size="xs" c="dimmed">
          {t('offer.valid_to', { date: formatDisplayDate(offer.validTo) })}
        </Text>
      )}
    </Group>
  );
}
