import { profileYears } from '@portal/contracts/companies/year-values';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SupplyChainInfoAnswer } from '@portal/contracts/companies/supply-chain-info';
import { savePayload, screenSchema, screenValues } from './supply-chain-form.ts';
import { SupplyChainForm } from './SupplyChainForm.tsx';
import { renderWithProviders } from '../../../test/render.tsx';

const mutateAsync = vi.fn();
vi.mock('../api/company-queries.ts', () => ({
  useSaveSupplyChainInfo: () => ({ mutateAsync, isPending: false }),
}));
vi.mock('../../../lib/codes/code-queries.ts', () => ({
  useClassificationLoaders: () => ({ loadChildren: async () => [] }),
  useCodeChoices: () => ({ data: [] }),
  useNumberOfCountriesChoices: () => ({ data: [{ value: '2', label: '2-5' }] }),
}));
vi.mock('../../../api/toasts.tsx', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));

const [y0, y1, y2, y3] = profileYears();

function stored(): SupplyChainInfoAnswer {
  return {
    fkCompanyId: 1,
    biMoovementOfEmplyeesInPreviousThreeYears: [{ year: y1, value: 4 }],
    biAverageNetSalaryOfEmplyeesInPreviousThreeYears: [],
    biNumberOfEmployeesWithHigherEducationInPreviousThreeYears: [],
    supplyInCompanySectors: [546],
    supplyInPositions: [19],
    supplyInPlannedSectors: [],
    supplyInNumberOfCountriesToExport: [2],
    keyClients: 'Lidl',
    productsThatAreSubjectToPlacementByMultinationalCompanies: null,
    oportunitiesToExpandCooperationInAccordanceWithTheIdentifiedValueChains: true,
    dopcKeyAppliedTechnologies: null,
    dopcTechnologiesThatAreCurrentlyAdopted: null,
    dopcProductionCapacities: null,
    dopcThreeLargestMarketsToWhichItExports: null,
    dopcUtilizationOfProductionCapacitiesInPreviousThreeYears: [],
    dopcPercentageOfExportsFromTotalSalesInPreviousThreeYears: [],
    dosKeyAppliedTechnologies: null,
    dosTechnologiesThatAreCurrentlyAdopted: null,
    fkDOSNumberOfCountriesToWhichExports: null,
    dosPositionInSupplyChain: null,
    dosThreeLargestMarketsToWhichItExports: null,
    dosPercentageOfExportsFromTotalSalesInPreviousThreeYears: [],
    // A year that has left the window: the server would refuse it, so the save drops it.
    fdTotalIncome: [
      { year: y0 - 1, value: 1 },
      { year: y0, value: 12500000 },
    ],
    fdTotalExpenses: [],
    fdOperatingIncome: [],
    fdNetProfitLoss: [{ year: y2, value: -120000 }],
    fdMovementOfFixedAssets: [],
    fdProfitPerEmployee: [],
    fdLiquidityRatio: 1.42,
    fdroe: null,
    fdroa: null,
    fdIndebtednessRatioFloat: null,
    plannedCapacityGrowth: true,
    plannedIntroductionOfNewTechnologies: false,
    plannedCertificatesNecessaryForFurtherGrowth: false,
    plannedConquestOfNewMarket: false,
    plannedEmploymentGrowthInNextThreeYears: false,
  };
}

describe('supply-chain save payload', () => {
  it('replaces only the screen fields and keeps the rest of the stored object', () => {
    const payload = savePayload(stored(), 'commercial-activities', {
      keyClients: '  Delhaize, Mercator  ',
      productsThatAreSubjectToPlacementByMultinationalCompanies: '',
      oportunitiesToExpandCooperationInAccordanceWithTheIdentifiedValueChains: false,
    });
    expect(payload).not.toHaveProperty('fkCompanyId');
    expect(payload.keyClients).toBe('Delhaize, Mercator');
    expect(payload.productsThatAreSubjectToPlacementByMultinationalCompanies).toBeNull();
    expect(payload.oportunitiesToExpandCooperationInAccordanceWithTheIdentifiedValueChains).toBe(false);
    expect(payload.supplyInCompanySectors).toEqual([546]);
    expect(payload.plannedCapacityGrowth).toBe(true);
    expect(payload.fdTotalIncome).toEqual([{ year: y0, value: 12500000 }]);
  });

  it('reads a screen out of the stored object, texts as empty strings', () => {
    expect(screenValues(stored(), 'commercial-activities')).toEqual({
      keyClients: 'Lidl',
      productsThatAreSubjectToPlacementByMultinationalCompanies: '',
      oportunitiesToExpandCooperationInAccordanceWithTheIdentifiedValueChains: true,
    });
  });

  it('requires the supplied sectors on the basic data and refuses percentages over 100', () => {
    expect(screenSchema('basic-data').safeParse({ ...screenValues(stored(), 'basic-data'), supplyInCompanySectors: [] }).success).toBe(
      false,
    );
    const production = screenSchema('data-on-production-capacities');
    const values = screenValues(stored(), 'data-on-production-capacities');
    expect(
      production.safeParse({ ...values, dopcUtilizationOfProductionCapacitiesInPreviousThreeYears: [{ year: y3, value: 101 }] }).success,
    ).toBe(false);
    expect(
      production.safeParse({ ...values, dopcUtilizationOfProductionCapacitiesInPreviousThreeYears: [{ year: y3, value: 100 }] }).success,
    ).toBe(true);
  });
});

describe('SupplyChainForm (financial data)', () => {
  beforeEach(() => {
    mutateAsync.mockReset();
    mutateAsync.mockResolvedValue({});
  });

  it('puts typed year values and ratios into the whole object it saves', async () => {
    const { user } = renderWithProviders(<SupplyChainForm companyId={1} screen="financial-data" stored={stored()} />);
    const expenses = screen.getByLabelText(`Total expenses (EUR), ${y3}`);
    await user.type(expenses, '2500000.75');
    const loss = screen.getByLabelText(`Net profit / loss (EUR), ${y2}`);
    await user.clear(loss);
    await user.type(screen.getByLabelText(`Change in fixed assets (EUR), ${y1}`), '-5000');
    const roe = screen.getByLabelText('Return on equity (ROE)');
    await user.type(roe, '-0.25');
    fireEvent.submit(screen.getByTestId('supply-chain-form-financial-data'));
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    const body = mutateAsync.mock.calls[0][0];
    expect(body.fdTotalExpenses).toEqual([{ year: y3, value: 2500000.75 }]);
    expect(body.fdNetProfitLoss).toEqual([]);
    expect(body.fdMovementOfFixedAssets).toEqual([{ year: y1, value: -5000 }]);
    expect(body.fdroe).toBe(-0.25);
    expect(body.fdLiquidityRatio).toBe(1.42);
    expect(body.fdTotalIncome).toEqual([{ year: y0, value: 12500000 }]);
    // Fields of other screens travel unchanged.
    expect(body.keyClients).toBe('Lidl');
    expect(body.supplyInCompanySectors).toEqual([546]);
    expect(body.biMoovementOfEmplyeesInPreviousThreeYears).toEqual([{ year: y1, value: 4 }]);
  });

  it('does not save an empty basic data without sectors', async () => {
    renderWithProviders(<SupplyChainForm companyId={1} screen="basic-data" stored={{ ...stored(), supplyInCompanySectors: [] }} />);
    fireEvent.submit(screen.getByTestId('supply-chain-form-basic-data'));
    expect(await screen.findByText('This field is required.', { exact: false })).toBeInTheDocument();
    expect(mutateAsync).not.toHaveBeenCalled();
  });
});

describe('SupplyChainForm (leaving with changes)', () => {
  it('asks before leaving with unsaved changes and stays on "Stay"', async () => {
    const { user, router } = renderWithProviders(<SupplyChainForm companyId={1} screen="commercial-activities" stored={stored()} />);
    await user.type(screen.getByLabelText('Key clients'), ', Maxi');
    await router.navigate('/elsewhere');
    expect(await screen.findByText('You have unsaved changes. Leave this page without saving them?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByLabelText('Key clients')).toHaveValue('Lidl, Maxi');
  });
});
