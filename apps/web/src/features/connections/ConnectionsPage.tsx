import { companyPagePath, companyProfilePath } from '@portal/contracts/common/portal-links';
import { RoleId } from '@portal/contracts/common/access';
import type { CompanyCard } from '@portal/contracts/companies/favourites';
import {
  Anchor,
  Badge,
  Button,
  Card,
  EmptyState,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronRight, IconHeart, IconShieldLock, IconSparkles } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListEmptyState } from '../../components/list/ListEmptyState.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { useConfirmedAction } from '../../components/list/useConfirmedAction.ts';
import { useCurrentUser } from '../../session/useSession.ts';
import { useDismissSuggestion, useFavouriteCompanies, useSuggestions, useToggleFavourite } from './api/connection-queries.ts';
import { CompanyLogo } from '../../components/ui/CompanyLogo.tsx';
import type { SuggestedUser } from '@portal/contracts/companies/suggestions';
import { sortSuggestions } from './reason-chips.ts';
import { SuggestionCard, SuggestionCardSkeleton } from './SuggestionCard.tsx';
import { useListParams } from '../../lib/useListParams.ts';
import classes from './connections.module.css';

const SUGGESTIONS_PAGE_SIZE = 12;
/** Favourites listed beside the suggestions (the full list is on /favourite-companies). */
const CONNECTIONS_SHOWN = 8;
/** Enough to know which suggested companies are already favourites. */
const FAVOURITES_FETCHED = 200;

/** /connections: people the portal suggests, with the reasons, and the companies this user already follows. */
export function ConnectionsPage() {
  const { t } = useTranslation('connections');
  const user = useCurrentUser();
  const company = user?.userCompany;
  return (
    <Stack gap="lg" data-testid="connections">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('connections.title')}
        </Title>
        <Text c="dimmed">{t('connections.subtitle')}</Text>
      </div>
      {company && !company.isVerified ? (
        <Card>
          <EmptyState
            py={40}
            variant="light"
            color="orange"
            icon={<IconShieldLock size={28} />}
            title={t('connections.unverified_title')}
            description={t('connections.unverified_text')}
          />
        </Card>
      ) : (
        <Connections />
      )}
    </Stack>
  );
}

function Connections() {
  const { t } = useTranslation('connections');
  const user = useCurrentUser();
  const list = useListParams();
  const suggestions = useSuggestions({ pageNum: list.page, pageSize: SUGGESTIONS_PAGE_SIZE });
  const favourites = useFavouriteCompanies({ pageNum: 1, pageSize: FAVOURITES_FETCHED });
  const toggle = useToggleFavourite();
  const dismiss = useDismissSuggestion();
  const act = useConfirmedAction();

  const favouriteIds = useMemo(() => new Set(favourites.data?.companies.map((c) => c.pkCompanyId)), [favourites.data]);
  const sorted = useMemo(() => suggestions.data && sortSuggestions(suggestions.data.suggestedUsers), [suggestions.data]);

  const toggleFavourite = (s: SuggestedUser) => {
    const favourite = !favouriteIds.has(s.company.pkCompanyId);
    return act({
      run: () => toggle.mutateAsync({ id: s.company.pkCompanyId, favourite }),
      done: t(favourite ? 'added_to_favourites' : 'removed_from_favourites', { name: s.company.name }),
    });
  };

  const onDismiss = (s: SuggestedUser) => {
    const name = `${s.firstName} ${s.lastName}`;
    return act({
      ask: {
        title: t('dismiss_title'),
        message: t('dismiss_question', { name }),
        confirmLabel: t('dismiss'),
        cancelLabel: t('cancel'),
        danger: true,
      },
      run: () => dismiss.mutateAsync(s.userId),
      done: t('dismissed', { name }),
    });
  };

  const data = suggestions.data;
  const marketLink =
    user?.fkRoleId === RoleId.companyAdmin && user.fkCompanyId ? companyPagePath(user.fkCompanyId, 'business-to-business/market') : null;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <ListPage
          gap="md"
          heading={
            <Group gap="xs">
              <IconSparkles size={20} color="var(--mantine-color-brand-6)" aria-hidden />
              <Title order={2} fz="lg">
                {t('connections.suggested_title')}
              </Title>
              {data && data.totalCount > 0 && (
                <Badge variant="light" radius="sm">
                  {data.totalCount}
                </Badge>
              )}
            </Group>
          }
          items={sorted}
          skeleton={
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" role="status" aria-busy="true" aria-label={t('loading')}>
              <SuggestionCardSkeleton />
              <SuggestionCardSkeleton />
            </SimpleGrid>
          }
          empty={
            <ListEmptyState
              card
              py={32}
              variant="light"
              icon={<IconSparkles size={28} />}
              title={t('connections.empty_title')}
              text={marketLink ? t('connections.empty_text_admin') : t('connections.empty_text_employee')}
              testId="suggestions-empty"
              actions={
                marketLink && (
                  <Button component={Link} to={marketLink}>
                    {t('connections.complete_market')}
                  </Button>
                )
              }
            />
          }
          paging={{
            page: list.page,
            totalPages: data?.totalPages,
            onPage: list.setPage,
            controlLabel: (control) => t(`pagination.${control}`),
            pageLabel: (page) => t('pagination.page', { page }),
          }}
          footer={
            marketLink && (
              <Text size="sm" c="dimmed">
                {t('connections.better_hint')}{' '}
                <Anchor component={Link} to={marketLink} size="sm">
                  {t('connections.complete_market')}
                </Anchor>
              </Text>
            )
          }
        >
          {(rows) => (
            <SimpleGrid
              cols={{ base: 1, md: 2 }}
              spacing="lg"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('connections.suggested_title')}
            >
              {rows.map((s) => (
                <SuggestionCard
                  key={s.userId}
                  suggestion={s}
                  isFavourite={favouriteIds.has(s.company.pkCompanyId)}
                  onToggleFavourite={toggleFavourite}
                  onDismiss={onDismiss}
                  favouritePending={toggle.isPending && toggle.variables?.id === s.company.pkCompanyId}
                  dismissPending={dismiss.isPending && dismiss.variables === s.userId}
                />
              ))}
            </SimpleGrid>
          )}
        </ListPage>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <YourConnections companies={favourites.data?.companies} total={favourites.data?.companiesCount} />
      </Grid.Col>
    </Grid>
  );
}

/** The favourite companies as "your connections", a short list with a way to the full one. */
function YourConnections({ companies, total }: { companies: CompanyCard[] | undefined; total: number | undefined }) {
  const { t } = useTranslation('connections');
  return (
    <Card data-testid="your-connections">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconHeart size={18} color="var(--mantine-color-red-6)" aria-hidden />
          <Title order={2} fz="lg">
            {t('connections.yours_title')}
          </Title>
        </Group>
        {!!total && (
          <Badge variant="light" color="gray" radius="sm">
            {total}
          </Badge>
        )}
      </Group>
      {!companies ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : companies.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('connections.yours_empty')}
        </Text>
      ) : (
        <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('connections.yours_title')}>
          {companies.slice(0, CONNECTIONS_SHOWN).map((c) => (
            <li key={c.pkCompanyId}>
              <UnstyledButton
                component={Link}
                to={companyProfilePath(c.pkCompanyId)}
                display="flex"
                p={6}
                className={classes.item}
                style={{ alignItems: 'center', gap: 'var(--mantine-spacing-sm)', borderRadius: 'var(--mantine-radius-md)' }}
              >
                <CompanyLogo name={c.name} logoName={c.logoName} size={36} />
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Text size="sm" fw={600} truncate>
                    {c.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {c.countryName}
                  </Text>
                </div>
                <IconChevronRight size={16} color="var(--mantine-color-gray-5)" aria-hidden />
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
      <Button component={Link} to="/favourite-companies" variant="light" fullWidth mt="md">
        {t('connections.all_favourites')}
      </Button>
    </Card>
  );
}
