import { isoToday } from '@portal/contracts/catalogue/catalogue-item';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import type { CompanyAnswer } from '@portal/contracts/companies/company';
import { companyAnswer, renderInCompanyPage } from '../test-company.tsx';
import type { Product } from '@portal/contracts/catalogue/products';
import type { Service } from '@portal/contracts/catalogue/services';

vi.mock('../api/catalogue-queries.ts', async (original) => (await import('./test-mocks.ts')).withMockedSave(original));
vi.mock('../../../lib/codes/code-queries.ts', async () => (await import('./test-mocks.ts')).profileCodes);
const toasts = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock('../../../api/toasts.tsx', () => toasts);

const { saveCalls: mutateAsync } = await import('./test-mocks.ts');
const { CatalogueForm } = await import('./CatalogueForm.tsx');
const { productForm } = await import('./ProductFormPage.tsx');
const { serviceForm, naceChoices } = await import('./ServiceFormPage.tsx');

/** YYYY-MM-DD `days` from today. */
function day(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return isoToday(d);
}
/** How a person types a date: DD.MM.YYYY. */
const typed = (iso: string) => `${iso.split('-').reverse().join('.')}.`;

const REQUIRED = 'This field is required.';
const PAST = '"Valid from" must be a date after today.';
const ORDER = '"Valid from" must not be after "Valid to".';

function stored(patch: Partial<Product> = {}): Product {
  return {
    pkProductId: 55,
    fkProductClassificationId: 101,
    classificationCode: '0101',
    classificationName: 'Live horses',
    fkCompanyId: 7,
    companyName: 'Dunav Foods d.o.o.',
    companyLogo: null,
    countryName: 'Serbia',
    name: 'Lipizzaner',
    description: null,
    keywords: 'horse;white',
    images: '',
    mainImage: null,
    isSupply: true,
    isDemand: false,
    validFrom: day(-30),
    validTo: day(30),
    isVisibleForSupply: true,
    isActiveOffer: true,
    createdAt: '2026-01-01T00:00:00Z',
    canEdit: true,
    ...patch,
  };
}

/** A product or service form of company 7 at its address, with a LocationProbe after it. */
function renderFormOf(config: typeof productForm | typeof serviceForm, item: Product | Service | null, company: CompanyAnswer) {
  return renderInCompanyPage(<CatalogueForm config={config as typeof productForm} item={item as Product | null} />, {
    company,
    url: `/company/7/${config.kind}s/form`,
  });
}

const renderForm = (product: Product | null, company = companyAnswer({ moduleIDs: [1, 4] })) => renderFormOf(productForm, product, company);

const submit = () => fireEvent.submit(screen.getByTestId('product-form'));

async function fillRequired(user: ReturnType<typeof renderForm>['user']) {
  await user.click(screen.getByRole('button', { name: /^Choose/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose the HS code' });
  await user.click(await within(dialog).findByText('0101 Live horses'));
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Pear brandy');
  const keywords = screen.getByRole('combobox', { name: /Keywords/ });
  await user.type(keywords, 'brandy{Enter}');
  await user.type(keywords, 'pear fruit,');
}

describe('product form', () => {
  beforeEach(() => {
    mutateAsync.mockReset();
    mutateAsync.mockResolvedValue(stored());
    toasts.toastSuccess.mockReset();
    toasts.toastError.mockReset();
  });

  it('needs the HS code, a name and keywords, and hides supply and demand without module 4', async () => {
    renderForm(null, companyAnswer({ moduleIDs: [1, 3] }));
    expect(screen.queryByTestId('offer-fields')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Supply/ })).toBeNull();
    submit();
    expect(await screen.findByText('Keywords are required.')).toBeInTheDocument();
    expect(screen.getAllByText(REQUIRED)).toHaveLength(2);
    expect(mutateAsync).not.toHaveBeenCalled();
    expect(toasts.toastError).not.toHaveBeenCalled();
    // The first message's field gets the focus: the HS code's Choose button.
    await waitFor(() => expect(screen.getByRole('button', { name: /^Choose/ })).toHaveFocus());
  });

  it('hides supply and demand for multinational companies, even with module 4', () => {
    renderForm(null, companyAnswer({ moduleIDs: [4], isMnc: true }));
    expect(screen.queryByTestId('offer-fields')).toBeNull();
  });

  it('sends the keywords joined with ";", goes back to the list and says it was added', async () => {
    const { user } = renderForm(null);
    expect(screen.getByRole('checkbox', { name: /Supply/ })).not.toBeChecked();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    expect(mutateAsync.mock.calls[0][0]).toEqual({
      fkCompanyId: 7,
      fkProductClassificationId: 101,
      name: 'Pear brandy',
      description: null,
      keywords: 'brandy;pear;fruit',
      images: '',
      isSupply: false,
      isDemand: false,
      validFrom: null,
      validTo: null,
    });
    expect(toasts.toastSuccess).toHaveBeenCalledWith('Added successfully.');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/company/7/products'));
  });

  it('asks for the validity window with supply, after today, and "valid to" not before "valid from"', async () => {
    const { user } = renderForm(null);
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: /Supply/ }));
    expect(screen.getByTestId('stay-ticked-hint')).toBeInTheDocument();
    submit();
    await waitFor(() => expect(screen.getAllByText(REQUIRED)).toHaveLength(2));

    await user.type(screen.getByLabelText(/Valid from/), typed(isoToday()));
    await user.type(screen.getByLabelText(/Valid to/), typed(day(-1)));
    submit();
    expect(await screen.findByText(PAST)).toBeInTheDocument();
    expect(screen.getByText(ORDER)).toBeInTheDocument();
    expect(toasts.toastError).toHaveBeenLastCalledWith('valid_from_greater_than_valid_to_error');
    expect(mutateAsync).not.toHaveBeenCalled();

    const from = screen.getByLabelText(/Valid from/);
    await user.clear(from);
    await user.type(from, typed(day(1)));
    const to = screen.getByLabelText(/Valid to/);
    await user.clear(to);
    await user.type(to, typed(day(60)));
    submit();
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    expect(mutateAsync.mock.calls[0][0]).toMatchObject({ isSupply: true, isDemand: false, validFrom: day(1), validTo: day(60) });
  });

  it('keeps a stored "valid from" in the past, and keeps one of supply or demand ticked once engaged', async () => {
    const { user } = renderForm(stored());
    await user.click(screen.getByRole('checkbox', { name: /Supply/ }));
    submit();
    expect(await screen.findByTestId('stay-ticked-error')).toHaveTextContent('at least one of them must stay ticked');
    expect(mutateAsync).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: /Demand/ }));
    submit();
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    expect(mutateAsync.mock.calls[0][0]).toMatchObject({
      pkProductId: 55,
      isSupply: false,
      isDemand: true,
      validFrom: day(-30),
      keywords: 'horse;white',
    });
    expect(toasts.toastSuccess).toHaveBeenCalledWith('Saved successfully.');
  });

  it("puts the server's field errors on the inputs and sends an unverified company to its verification page", async () => {
    mutateAsync.mockRejectedValueOnce(
      new ApiError(400, 'validation_error', 'validation_error', undefined, { validFrom: 'valid_from_cant_be_in_the_past' }),
    );
    const { user } = renderForm(stored({ validFrom: day(2) }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PAST)).toBeInTheDocument();

    mutateAsync.mockRejectedValueOnce(new ApiError(403, 'company_not_verified', 'company_not_verified'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/company/7/verified-company'));
  });
});

const sectors = [
  { id: 546, code: '62.01', name: 'Computer programming activities' },
  { id: 547, code: '73.11', name: 'Advertising agencies' },
];

const renderServiceForm = (service: Service | null, company = companyAnswer({ companySectors: sectors })) =>
  renderFormOf(serviceForm, service, company);

describe('service form', () => {
  beforeEach(() => {
    mutateAsync.mockReset();
    toasts.toastSuccess.mockReset();
  });

  it("offers the company's own activities as NACE choices and saves without keywords", async () => {
    mutateAsync.mockResolvedValue({ fkCompanyId: 7 });
    const { user } = renderServiceForm(null);
    expect(screen.queryByTestId('no-sectors')).toBeNull();
    fireEvent.submit(screen.getByTestId('service-form'));
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(2));
    expect(screen.queryByText('Keywords are required.')).toBeNull();

    await user.click(screen.getByTestId('nace-select'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['62.01 Computer programming activities', '73.11 Advertising agencies']);
    await user.click(screen.getByRole('option', { name: '73.11 Advertising agencies' }));
    await user.click(screen.getByTestId('nice-select'));
    await user.click(await screen.findByRole('option', { name: 'Class 35: Advertising' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Campaign design');
    await user.click(screen.getByRole('button', { name: 'Add service' }));

    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    expect(mutateAsync.mock.calls[0][0]).toMatchObject({
      fkCompanyId: 7,
      fkActivityClassificationId: 547,
      fkServiceCategoriesId: 900,
      name: 'Campaign design',
      keywords: '',
      images: '',
    });
    expect(toasts.toastSuccess).toHaveBeenCalledWith('The service was added successfully.');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/company/7/services'));
  });

  it('without company activities, points to the profile form to add them', () => {
    renderServiceForm(null, companyAnswer({ companySectors: [] }));
    expect(screen.getByTestId('no-sectors')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add activities' })).toHaveAttribute('href', '/company/7/profile?edit=1');
    expect(screen.getByTestId('nace-select')).toBeDisabled();
  });

  it('keeps a stored activity the company no longer lists among the choices', () => {
    const stored = { fkActivityClassificationId: 9, activityCode: '01.1', activityName: 'Growing of cereals' } as Service;
    expect(naceChoices(sectors, stored).map((c) => c.value)).toEqual(['546', '547', '9']);
    expect(naceChoices(sectors, { ...stored, fkActivityClassificationId: 546 })).toHaveLength(2);
  });
});
