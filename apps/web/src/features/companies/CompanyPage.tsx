import { Alert, Box, Button, Card, Drawer, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconLayoutList } from '@tabler/icons-react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../session/useSession.ts';
import { CompanyHeader } from './CompanyHeader.tsx';
import { CompanySectionMenu, useAnchorScroll } from './CompanySectionMenu.tsx';
import type { CompanyAnswer } from '@portal/contracts/companies/company';
import { useCompany } from './api/company-queries.ts';
import type { CompanySectionKey } from './company-sections.ts';

interface CompanyPageValue {
  companyId: number;
  company: CompanyAnswer;
  /** The server's word: the company's administrator or an administrator the chamber rule allows. */
  canEdit: boolean;
}

const CompanyPageContext = createContext<CompanyPageValue | null>(null);

/** The company a /company/... screen is about, for the children of CompanyPage. */
export function useCompanyPage(): CompanyPageValue {
  const value = useContext(CompanyPageContext);
  if (!value) throw new Error('useCompanyPage outside CompanyPage');
  return value;
}

/** Gives children a company without the frame (tests, dialogs rendered elsewhere). */
export const CompanyPageProvider = CompanyPageContext.Provider;

/** The route's company id, or the signed-in user's company when the route omits it. */
function useRouteCompanyId(): number | null {
  const { companyId } = useParams();
  const user = useCurrentUser();
  const fromRoute = Number(companyId);
  if (Number.isInteger(fromRoute) && fromRoute > 0) return fromRoute;
  return user?.fkCompanyId ?? null;
}

/** Spec-1 section 2: the section menu closes after a click on screens up to 1200 px. */
const NARROW_QUERY = '(max-width: 1200px)';

/**
 * The frame of every company-profile screen: the company header, the section menu (a column on
 * wide screens, a drawer up to 1200 px) and the screen's title, actions and content.
 */
export function CompanyPage({
  section,
  title,
  children,
  actions,
}: {
  section: CompanySectionKey;
  title?: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const { t, ready } = useTranslation('company');
  const companyId = useRouteCompanyId();
  const query = useCompany(companyId);
  const narrow = useMediaQuery(NARROW_QUERY);
  const [drawerOpened, drawer] = useDisclosure(false);
  const company = query.data;
  useAnchorScroll(!!company);
  const value = useMemo(() => (company && companyId ? { companyId, company, canEdit: company.canEdit } : null), [company, companyId]);

  if (!companyId) {
    return (
      <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={t('no_company_title')}>
        {t('no_company_text')}
      </Alert>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('load_error_title')}>
        <Stack gap="xs" align="flex-start">
          {t('load_error_text')}
          <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
            {t('try_again')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!value || !ready) return <CompanyPageSkeleton />;

  const menu = (onNavigate?: () => void) => (
    <CompanySectionMenu company={value.company} active={section} onNavigate={onNavigate} withHeading={!onNavigate} />
  );

  return (
    <CompanyPageContext.Provider value={value}>
      <Stack gap="lg" data-testid="company-page" data-section={section}>
        <CompanyHeader company={value.company} />
        <Group align="flex-start" gap="lg" wrap="nowrap">
          {!narrow && (
            <Box
              component="aside"
              w={264}
              style={{ flexShrink: 0, position: 'sticky', top: 'calc(var(--app-shell-header-height, 64px) + 16px)' }}
            >
              <Card padding="sm" style={{ maxHeight: 'calc(100dvh - var(--app-shell-header-height, 64px) - 32px)', overflowY: 'auto' }}>
                {menu()}
              </Card>
            </Box>
          )}
          <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
            {(title || actions || narrow) && (
              <Group justify="space-between" align="center" gap="sm">
                {title ? (
                  <Title order={2} fz={{ base: 20, sm: 24 }}>
                    {title}
                  </Title>
                ) : (
                  <span />
                )}
                <Group gap="xs">
                  {narrow && (
                    <Button
                      variant="default"
                      leftSection={<IconLayoutList size={16} />}
                      onClick={drawer.open}
                      data-testid="company-sections-button"
                    >
                      {t('sections.title')}
                    </Button>
                  )}
                  {actions}
                </Group>
              </Group>
            )}
            {children}
          </Stack>
        </Group>
      </Stack>
      {narrow && (
        <Drawer opened={drawerOpened} onClose={drawer.close} title={t('sections.title')} size={300} padding="md">
          {menu(drawer.close)}
        </Drawer>
      )}
    </CompanyPageContext.Provider>
  );
}

function CompanyPageSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" data-testid="company-page-loading">
      <Card>
        <Group gap="lg" wrap="nowrap">
          <Skeleton height={80} width={80} radius="md" />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={22} width="45%" />
            <Skeleton height={14} width="30%" />
            <Skeleton height={14} width="20%" />
          </Stack>
        </Group>
      </Card>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Skeleton height={320} width={250} visibleFrom="lg" radius="lg" />
        <Stack style={{ flex: 1 }}>
          <Skeleton height={28} width="35%" />
          <Skeleton height={220} radius="lg" />
        </Stack>
      </Group>
    </Stack>
  );
}
