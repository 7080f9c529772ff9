import { companyProfilePath } from '@portal/contracts/common/portal-links';
import { Anchor, Avatar, Badge, Button, Card, Divider, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconUserX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { avatarUrl } from '../../lib/stored-files.ts';
import { CompanyLogo } from '../../components/ui/CompanyLogo.tsx';
import { ReasonChips } from './ReasonChips.tsx';
import type { SuggestedUser } from '@portal/contracts/companies/suggestions';
import { matchStrength } from './reason-chips.ts';

const strengthColor = { strong: 'teal', good: 'brand', possible: 'gray' } as const;

interface SuggestionCardProps {
  suggestion: SuggestedUser;
  isFavourite: boolean;
  onToggleFavourite: (s: SuggestedUser) => void;
  onDismiss: (s: SuggestedUser) => void;
  favouritePending: boolean;
  dismissPending: boolean;
}

/** A suggested person: who, at which company, how good a match and why; favourite the company or remove the suggestion. */
export function SuggestionCard({
  suggestion: s,
  isFavourite,
  onToggleFavourite,
  onDismiss,
  favouritePending,
  dismissPending,
}: SuggestionCardProps) {
  const { t } = useTranslation('connections');
  const name = `${s.firstName} ${s.lastName}`;
  const strength = matchStrength(s.score);
  const profile = companyProfilePath(s.company.pkCompanyId);
  return (
    <Card component="li" padding="lg" h="100%" aria-label={name} data-testid={`suggestion-${s.userId}`}>
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={avatarUrl(s.userId, s.avatarName)} name={name} color="initials" radius="xl" size={48} alt="" />
            <div style={{ minWidth: 0 }}>
              <Text fw={650} truncate>
                {name}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {s.position ?? t('no_position')}
              </Text>
            </div>
          </Group>
        </Group>

        <Group gap="sm" wrap="nowrap" p="xs" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <CompanyLogo name={s.company.name} logoName={s.company.logoName} size={36} />
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={profile} size="sm" fw={600} c="dark.8" lineClamp={1}>
              {s.company.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {s.company.countryName}
            </Text>
          </div>
        </Group>

        <div style={{ flex: 1 }}>
          <Group justify="space-between" gap="xs" mb={6} wrap="nowrap">
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t('why_suggested')}
            </Text>
            <Tooltip label={t('score_hint', { score: s.score })} withArrow multiline maw={260}>
              <Badge variant="light" color={strengthColor[strength]} radius="sm" tabIndex={0} style={{ flexShrink: 0 }}>
                {t(`strength.${strength}`)}
              </Badge>
            </Tooltip>
          </Group>
          <ReasonChips reasons={s.reasons} />
        </div>

        <Divider />
        <Group justify="space-between" gap="xs">
          <Button
            variant={isFavourite ? 'light' : 'default'}
            color={isFavourite ? 'red' : undefined}
            size="sm"
            leftSection={isFavourite ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />}
            onClick={() => onToggleFavourite(s)}
            loading={favouritePending}
            aria-pressed={isFavourite}
            aria-label={isFavourite ? t('in_favourites') : t('add_favourite_named', { name: s.company.name })}
          >
            {isFavourite ? t('in_favourites') : t('add_favourite')}
          </Button>
          <Button
            variant="subtle"
            color="gray"
            size="sm"
            leftSection={<IconUserX size={16} aria-hidden />}
            onClick={() => onDismiss(s)}
            loading={dismissPending}
            aria-label={t('dismiss_named', { name })}
          >
            {t('dismiss')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function SuggestionCardSkeleton() {
  return (
    <Card padding="lg">
      <Group wrap="nowrap" mb="md">
        <Skeleton circle h={48} />
        <div style={{ flex: 1 }}>
          <Skeleton h={14} w="50%" mb={8} />
          <Skeleton h={10} w="30%" />
        </div>
      </Group>
      <Skeleton h={52} mb="md" radius="md" />
      <Skeleton h={24} w="80%" mb={8} radius="xl" />
      <Skeleton h={24} w="60%" radius="xl" />
    </Card>
  );
}
