import type { SuggestionReasonCode } from '@portal/contracts/companies/suggestions';
import { Badge, Group, Text, Tooltip } from '@mantine/core';
import {
  IconBuildingFactory2,
  IconCategory,
  IconHierarchy2,
  type IconProps,
  IconShoppingCart,
  IconTarget,
  IconUsersGroup,
  IconWorld,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { chipItemsText, reasonChips, type SuggestionReason } from './reason-chips.ts';

const icons: Record<SuggestionReasonCode, ComponentType<IconProps>> = {
  demands_your_offer: IconShoppingCart,
  offers_what_you_need: IconBuildingFactory2,
  buys_what_you_sell: IconShoppingCart,
  sells_what_you_buy: IconBuildingFactory2,
  shared_sectors: IconCategory,
  related_sectors: IconHierarchy2,
  in_your_target_market: IconTarget,
  targets_your_market: IconWorld,
  shared_partner_preferences: IconUsersGroup,
};

const colors: Record<SuggestionReasonCode, string> = {
  demands_your_offer: 'orange',
  offers_what_you_need: 'orange',
  buys_what_you_sell: 'teal',
  sells_what_you_buy: 'teal',
  shared_sectors: 'brand',
  related_sectors: 'indigo',
  in_your_target_market: 'grape',
  targets_your_market: 'grape',
  shared_partner_preferences: 'cyan',
};

/** Why a person is suggested, as readable chips: "Buys what you sell: Cheese, Milk +2"; the tooltip lists every item. */
export function ReasonChips({ reasons, maxItems = 2 }: { reasons: readonly SuggestionReason[]; maxItems?: number }) {
  const { t } = useTranslation('connections');
  const chips = reasonChips(reasons, { maxItems });
  if (!chips.length) return null;
  return (
    <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('reasons_label')}>
      {chips.map((chip) => {
        const Icon = icons[chip.code];
        const label = t(`reasons.${chip.code}`);
        const items = chipItemsText(chip, (count) => t('more_count', { count }));
        const text = items ? `${label}: ${items}` : label;
        return (
          <li key={chip.code} style={{ maxWidth: '100%' }}>
            <Tooltip
              label={chip.items.join(', ')}
              disabled={!chip.items.length || (chip.hidden === 0 && text.length <= 40)}
              multiline
              maw={320}
              withArrow
            >
              <Badge
                variant="light"
                color={colors[chip.code]}
                size="lg"
                tt="none"
                radius="xl"
                fw={500}
                maw="100%"
                leftSection={<Icon size={14} aria-hidden />}
                tabIndex={chip.hidden || text.length > 40 ? 0 : undefined}
                aria-label={chip.items.length ? `${label}: ${chip.items.join(', ')}` : label}
                data-reason={chip.code}
              >
                <Text span size="xs" fw={650} inherit>
                  {label}
                </Text>
                {items && (
                  <Text span size="xs" inherit>
                    {`: ${items}`}
                  </Text>
                )}
              </Badge>
            </Tooltip>
          </li>
        );
      })}
    </Group>
  );
}
