import { RoleId } from '@portal/contracts/common/access';
import { isAdministrator } from '../../lib/roles.ts';
import { NavGroup } from '../../components/ui/NavGroup.tsx';
import { Box, NavLink, Text } from '@mantine/core';
import {
  IconAddressBook,
  IconBox,
  IconBuildingSkyscraper,
  IconCertificate,
  IconScale,
  IconTools,
  IconTruckDelivery,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../session/useSession.ts';
import { useCompanyTypeIds } from '../../lib/codes/code-queries.ts';
import type { CompanyAnswer } from '@portal/contracts/companies/company';
import {
  ANCHOR_SCROLL_DELAY_MS,
  type CompanySectionGroup,
  type CompanySectionKey,
  type VisibleSection,
  sectionPath,
  visibleSectionGroups,
} from './company-sections.ts';

const groupIcons: Record<CompanySectionGroup, typeof IconWorld> = {
  profile: IconBuildingSkyscraper,
  b2b: IconWorld,
  mnc: IconAddressBook,
  'supply-chain': IconTruckDelivery,
  products: IconBox,
  services: IconTools,
  'supply-and-demand': IconScale,
  certificates: IconCertificate,
  employees: IconUsers,
};

/** Who may list employees: administrators, and the company's own administrator. */
export function canSeeEmployees(roleId: number | null | undefined, ownCompany: boolean): boolean {
  if (isAdministrator(roleId)) return true;
  return roleId === RoleId.companyAdmin && ownCompany;
}

/** Where a section's menu entry leads: the anchor on the profile page, or the section's own screen. */
function sectionTarget(companyId: number, section: VisibleSection): string {
  return section.anchor ? `${sectionPath(companyId, 'profile')}#${section.anchor}` : sectionPath(companyId, section.key);
}

/**
 * The company-profile section menu (spec-1 section 2): sections that apply to the company
 * (B2B with module 1, supply chain with module 3, MNC for multinationals), the server's
 * missing sections in red with an asterisk. Entries with an anchor open the profile and
 * scroll there; `onNavigate` closes the drawer on narrow screens.
 */
export function CompanySectionMenu({
  company,
  active,
  onNavigate,
  withHeading = true,
}: {
  company: CompanyAnswer;
  active: CompanySectionKey;
  onNavigate?: () => void;
  /** The menu's own heading; off inside the drawer, whose title says the same. */
  withHeading?: boolean;
}) {
  const { t } = useTranslation('company');
  const user = useCurrentUser();
  const typeIds = useCompanyTypeIds();
  const { hash } = useLocation();
  const groups = visibleSectionGroups(company, {
    typeIds,
    canSeeEmployees: canSeeEmployees(user?.fkRoleId, user?.fkCompanyId === company.pkCompanyId),
  });
  // On the profile page the anchor in the address names the section in view.
  const anchored = active === 'profile' ? groups.flatMap((g) => g.items).find((s) => s.anchor && `#${s.anchor}` === hash) : undefined;
  const current = anchored?.key ?? active;
  const label = (s: { label: string; missing: boolean }) => (
    <Text span inherit c={s.missing ? 'red.7' : undefined} fw={s.missing ? 600 : undefined}>
      {t(s.label)}
      {s.missing ? ' *' : ''}
    </Text>
  );
  return (
    <Box component="nav" aria-label={t('sections.title')} data-testid="company-section-menu">
      {withHeading && (
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" px="sm" pt={4} pb={6}>
          {t('sections.title')}
        </Text>
      )}
      {groups.map((g) => {
        const Icon = groupIcons[g.group];
        if (g.items.length === 1 && g.items[0].label === g.label) {
          const s = g.items[0];
          return (
            <NavLink
              key={g.group}
              component={Link}
              to={sectionTarget(company.pkCompanyId, s)}
              onClick={onNavigate}
              label={label(s)}
              leftSection={<Icon size={18} />}
              active={current === s.key}
              aria-current={current === s.key ? 'page' : undefined}
              data-missing={s.missing || undefined}
              data-section={s.key}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          );
        }
        return (
          <NavGroup
            key={g.group}
            label={label(g)}
            leftSection={<Icon size={18} />}
            // Open: the group of the current screen, groups with red marks, and on the profile the groups it shows.
            openWhen={!!g.missing || g.items.some((s) => s.key === current || (active === 'profile' && s.anchor))}
            childrenOffset={28}
            data-missing={g.missing || undefined}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            {g.items.map((s) => (
              <NavLink
                key={s.key}
                component={Link}
                to={sectionTarget(company.pkCompanyId, s)}
                onClick={onNavigate}
                label={label(s)}
                active={current === s.key}
                aria-current={current === s.key ? 'page' : undefined}
                data-missing={s.missing || undefined}
                data-section={s.key}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            ))}
          </NavGroup>
        );
      })}
    </Box>
  );
}

/**
 * Scrolls to the location's #anchor once it is on the page: right away when it is already
 * rendered, otherwise as soon as it appears after arriving, at most ANCHOR_SCROLL_DELAY_MS later.
 */
export function useAnchorScroll(ready: boolean) {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on every navigation (key), even to the same hash
  useEffect(() => {
    if (!ready || !hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      const el = document.getElementById(id);
      if (el) {
        el.scrollIntoView({ behavior: 'smooth', block: 'start' });
        el.focus({ preventScroll: true });
        return;
      }
      if (Date.now() - started < ANCHOR_SCROLL_DELAY_MS) timer = setTimeout(attempt, 100);
    };
    timer = setTimeout(attempt, 50);
    return () => clearTimeout(timer);
  }, [ready, hash, key]);
}
