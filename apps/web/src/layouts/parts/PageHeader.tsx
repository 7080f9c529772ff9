import { isAdministrator } from '../../lib/roles.ts';
import { ActionIcon, Anchor, Breadcrumbs, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconPlus, IconUsersGroup, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation, useNavigate } from 'react-router';
import { routerPath, screens } from '../../app/route-table.ts';
import type { ScreenRoute } from '../../app/route-types.ts';
import { buildBreadcrumbs, staticSegments } from '../../navigation/breadcrumbs.ts';
import { headerButtons } from '../../navigation/header-buttons.ts';
import type { CurrentUser } from '@portal/contracts/accounts/session';
import { accessRedirect } from '../../session/redirects.ts';
import { useCurrentUser } from '../../session/useSession.ts';
import { useRouteEventName } from './useRouteEvent.ts';

const knownSegments = staticSegments(screens.map((s) => s.spec));
/** Crumbs link only to screens the user may open (a company user's "Chamber events" crumb is plain text). */
const canOpen = (path: string, user: CurrentUser | null) =>
  screens.some((s) => matchPath(routerPath(s.spec), path) !== null && accessRedirect(s.access, user, path) === null);

const buttonIcons = { publicArea: IconWorld, membersArea: IconUsersGroup } as Record<string, typeof IconPlus>;

/** "You are here", Dashboard, the path's segments, a back icon, and the route's header buttons. */
export function PageHeader({ screen }: { screen: ScreenRoute }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const eventName = useRouteEventName();
  const roleId = user?.fkRoleId ?? null;
  const buttons = headerButtons(screen.buttons, roleId);
  const crumbs =
    screen.breadcrumb === false
      ? []
      : buildBreadcrumbs(pathname, {
          knownSegments,
          isScreen: (path) => canOpen(path, user),
          showUsersSegment: isAdministrator(roleId),
          eventName,
        });
  if (!crumbs.length && !buttons.length) return null;
  return (
    <Group justify="space-between" align="center" mb="lg" gap="sm" wrap="wrap">
      {crumbs.length > 0 && (
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Tooltip label={t('breadcrumb:back')}>
            <ActionIcon variant="subtle" color="gray" onClick={() => navigate(-1)} aria-label={t('breadcrumb:back')}>
              <IconArrowLeft size={18} />
            </ActionIcon>
          </Tooltip>
          <Text size="sm" c="dimmed" visibleFrom="sm">
            {t('breadcrumb:you_are_here')}
          </Text>
          <Breadcrumbs separator="›" separatorMargin={6} aria-label={t('breadcrumb:you_are_here')} style={{ flexWrap: 'wrap' }}>
            {crumbs
              .map((c, i) => ({ ...c, id: `${i}:${c.key ?? c.text}`, last: i === crumbs.length - 1 }))
              .map((c) => {
                const label = c.text ?? t(`breadcrumb:${c.key}`);
                return c.to ? (
                  // At least 24 px high: a target people can hit on a phone (WCAG 2.5.8).
                  <Anchor key={c.id} component={Link} to={c.to} size="sm" mih={24} style={{ display: 'inline-flex', alignItems: 'center' }}>
                    {label}
                  </Anchor>
                ) : (
                  <Text key={c.id} size="sm" fw={600} aria-current={c.last ? 'page' : undefined}>
                    {label}
                  </Text>
                );
              })}
          </Breadcrumbs>
        </Group>
      )}
      <Group gap="xs">
        {buttons.map((b) => {
          const Icon = buttonIcons[b.key] ?? IconPlus;
          return (
            <Button key={b.key} component={Link} to={b.to} leftSection={<Icon size={16} />} size="sm">
              {t(`general:buttons.${b.key}`)}
            </Button>
          );
        })}
      </Group>
    </Group>
  );
}
