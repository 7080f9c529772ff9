import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type SectionCompany, sectionOfPath, visibleSectionGroups } from './company-sections.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { companyAnswer, companyRoute } from './test-company.tsx';

const session = vi.hoisted(() => ({ user: { id: 70, fkRoleId: 3, fkCompanyId: 7 } as Record<string, unknown> | null }));
vi.mock('../../session/useSession.ts', () => ({ useCurrentUser: () => session.user }));
vi.mock('../../lib/codes/code-queries.ts', () => ({ useCompanyTypeIds: () => ({ production: 10, service: 11 }) }));

const favourite = vi.hoisted(() => ({ toggle: vi.fn() }));
const company = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('./api/company-queries.ts', () => ({
  useCompany: () => ({ data: company.current, isError: false, isLoading: false }),
}));
vi.mock('../connections/api/connection-queries.ts', () => ({
  useIsFavourite: () => ({ data: { isFavorite: false }, isLoading: false }),
  useToggleFavourite: () => ({ mutate: favourite.toggle, isPending: false }),
}));

const { CompanySectionMenu } = await import('./CompanySectionMenu.tsx');
const { CompanyPage, useCompanyPage } = await import('./CompanyPage.tsx');

const base: SectionCompany = { moduleIDs: [], isMnc: false, isVerified: true, companyTypeIDs: [], missingSections: [] };
const keys = (c: Partial<SectionCompany>, options = {}) =>
  visibleSectionGroups({ ...base, ...c }, options).flatMap((g) => g.items.map((i) => i.key));

const answer = companyAnswer;

describe('company sections', () => {
  it('show B2B with module 1, supply chain with module 3 and MNC data for multinationals', () => {
    expect(keys({ moduleIDs: [] })).toEqual(['profile', 'products', 'services', 'certificates']);
    expect(keys({ moduleIDs: [1] })).toContain('business-to-business/market');
    expect(keys({ moduleIDs: [1] }).some((k) => k.startsWith('supply-chain'))).toBe(false);
    expect(keys({ moduleIDs: [3] })).toContain('supply-chain/basic-data');
    expect(keys({ moduleIDs: [3] }).some((k) => k.startsWith('business-to-business'))).toBe(false);
    expect(keys({ isMnc: false })).not.toContain('mnc');
    expect(keys({ isMnc: true })).toContain('mnc');
  });

  it('show production capacities and data on services by company type, and hide nothing while the type ids are unknown', () => {
    const typeIds = { production: 10, service: 11 };
    const production = keys({ moduleIDs: [3], companyTypeIDs: [10] }, { typeIds });
    expect(production).toContain('supply-chain/data-on-production-capacities');
    expect(production).not.toContain('supply-chain/data-on-services');
    const unknown = keys({ moduleIDs: [3], companyTypeIDs: [] }, { typeIds: {} });
    expect(unknown).toContain('supply-chain/data-on-production-capacities');
    expect(unknown).toContain('supply-chain/data-on-services');
  });

  it('show employees only for verified companies to those who may list them', () => {
    expect(keys({ isVerified: true }, { canSeeEmployees: true })).toContain('employees');
    expect(keys({ isVerified: true }, { canSeeEmployees: false })).not.toContain('employees');
    expect(keys({ isVerified: false }, { canSeeEmployees: true })).not.toContain('employees');
  });

  it("mark the server's missing sections and their groups", () => {
    const groups = visibleSectionGroups({
      ...base,
      moduleIDs: [1, 3],
      missingSections: ['business-to-business/company', 'profile'],
    });
    const b2b = groups.find((g) => g.group === 'b2b');
    expect(b2b?.missing).toBe(true);
    expect(b2b?.items.filter((i) => i.missing).map((i) => i.key)).toEqual(['business-to-business/company']);
    expect(groups.find((g) => g.group === 'supply-chain')?.missing).toBe(false);
    expect(groups.find((g) => g.group === 'profile')?.items[0].missing).toBe(true);
  });

  it('find the section of a company path', () => {
    expect(sectionOfPath('/company/7/business-to-business/market')).toBe('business-to-business/market');
    expect(sectionOfPath('/company/7/employees/form/3')).toBe('employees');
    expect(sectionOfPath('/company/7/products')).toBe('products');
    expect(sectionOfPath('/company/7/services/form/12')).toBe('services');
    expect(sectionOfPath('/company/7/supply-and-demand')).toBe('supply-and-demand');
    expect(sectionOfPath('/company/7/verified-company')).toBeNull();
  });

  it('list products and services for every company, supply and demand for verified non-multinationals with module 4', () => {
    for (const c of [{ moduleIDs: [] }, { isVerified: false }, { isMnc: true }, { companyTypeIDs: [11] }]) {
      expect(keys(c)).toEqual(expect.arrayContaining(['products', 'services']));
    }
    expect(keys({ moduleIDs: [4] })).toContain('supply-and-demand');
    expect(keys({ moduleIDs: [] })).not.toContain('supply-and-demand');
    expect(keys({ moduleIDs: [4], isMnc: true })).not.toContain('supply-and-demand');
    expect(keys({ moduleIDs: [4], isMnc: true })).toContain('mnc');
    expect(keys({ moduleIDs: [4], isVerified: false })).not.toContain('supply-and-demand');
    // Menu order: supply chain, products, services, supply and demand, certificates.
    expect(keys({ moduleIDs: [3, 4] }).slice(-4)).toEqual(['products', 'services', 'supply-and-demand', 'certificates']);
  });

  it("give the unverified administrator's reduced menu products and services", () => {
    const reduced = keys({ moduleIDs: [1, 3, 4], isVerified: false, isMnc: true }, { canSeeEmployees: true });
    expect(reduced).toEqual(expect.arrayContaining(['profile', 'products', 'services', 'certificates', 'mnc']));
    expect(reduced).not.toContain('employees');
    expect(reduced).not.toContain('supply-and-demand');
  });
});

describe('CompanySectionMenu', () => {
  beforeEach(() => {
    session.user = { id: 70, fkRoleId: 3, fkCompanyId: 7 };
  });

  it('links anchored sections to the profile, others to their screens, and marks missing ones red with an asterisk', () => {
    renderWithProviders(
      <CompanySectionMenu
        company={answer({ missingSections: ['business-to-business/company', 'supply-chain/basic-data'] })}
        active="business-to-business/market"
      />,
      companyRoute,
    );
    const companyData = screen.getByRole('link', { name: 'Company data *' });
    expect(companyData).toHaveAttribute('href', '/company/7/profile#section-b2b-company');
    expect(companyData).toHaveAttribute('data-missing', 'true');
    expect(screen.getByRole('link', { name: 'Market' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Market' })).not.toHaveAttribute('data-missing');
    expect(screen.getByRole('link', { name: 'Basic data *' })).toHaveAttribute('href', '/company/7/supply-chain/basic-data');
    // Production company (type 10): no data on services; not multinational: no MNC data.
    expect(screen.getByRole('link', { name: 'Production capacities' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Data on services' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Multinational company data' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Employees' })).toHaveAttribute('href', '/company/7/employees');
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/company/7/products');
    expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/company/7/services');
    // Module 4 missing: no supply and demand.
    expect(screen.queryByRole('link', { name: 'Supply and demand' })).toBeNull();
  });

  it('links supply and demand for a company with module 4 and marks the current catalogue screen', () => {
    renderWithProviders(<CompanySectionMenu company={answer({ moduleIDs: [4] })} active="products" />, companyRoute);
    expect(screen.getByRole('link', { name: 'Supply and demand' })).toHaveAttribute('href', '/company/7/supply-and-demand');
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes the drawer (onNavigate) after a click', async () => {
    const onNavigate = vi.fn();
    const { user } = renderWithProviders(<CompanySectionMenu company={answer()} active="profile" onNavigate={onNavigate} />, companyRoute);
    await user.click(screen.getByRole('link', { name: 'Certificates' }));
    expect(onNavigate).toHaveBeenCalled();
  });
});

function Child() {
  const { companyId, canEdit } = useCompanyPage();
  return <p data-testid="child">{`${companyId}:${canEdit}`}</p>;
}

describe('CompanyPage', () => {
  it('shows the header with completeness for editors and gives children the company', () => {
    session.user = { id: 70, fkRoleId: 3, fkCompanyId: 7 };
    company.current = answer();
    renderWithProviders(
      <CompanyPage section="profile" title="Company profile">
        <Child />
      </CompanyPage>,
      companyRoute,
    );
    expect(screen.getByRole('heading', { name: 'Dunav Foods d.o.o.' })).toBeInTheDocument();
    expect(screen.getByTestId('verified-badge')).toBeInTheDocument();
    expect(screen.getByText('Member since 01.03.2025.')).toBeInTheDocument();
    expect(screen.getByTestId('completeness')).toHaveTextContent('42%');
    expect(screen.queryByTestId('favourite-toggle')).toBeNull();
    expect(screen.getByTestId('child')).toHaveTextContent('7:true');
  });

  it('offers other companies the favourite toggle and hides completeness from visitors', async () => {
    session.user = { id: 90, fkRoleId: 3, fkCompanyId: 9 };
    company.current = answer({ canEdit: false, completeness: null, isVerified: false });
    const { user } = renderWithProviders(
      <CompanyPage section="profile">
        <Child />
      </CompanyPage>,
      companyRoute,
    );
    expect(screen.queryByTestId('completeness')).toBeNull();
    expect(screen.getByTestId('unverified-badge')).toHaveTextContent('Awaiting verification');
    await user.click(screen.getByTestId('favourite-toggle'));
    expect(favourite.toggle).toHaveBeenCalledWith({ id: 7, favourite: true });
  });
});
