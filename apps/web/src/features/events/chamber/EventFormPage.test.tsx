import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { EventFormPage } from './EventFormPage.tsx';
import { eventDetails } from '../test-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';

const renderChamber = (ui: Parameters<typeof renderWithProviders>[0], o: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(ui, { probe: true, ...o });

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn(), toast: vi.fn(), toastError: vi.fn() }));
vi.mock('../../../api/client.ts', () => ({ api: calls }));
vi.mock('../../../api/toasts.tsx', () => ({ toastSuccess: calls.toast, toastError: calls.toastError }));
vi.setConfig({ testTimeout: 30_000 });

const themes = [{ pkPredefinedThemeId: 2, name: 'Forest', color1: '#1b5e20', color2: '#ffffff' }];
const placeTypes = [
  { pkEventPlaceTypeId: 1, name: 'Physical' },
  { pkEventPlaceTypeId: 2, name: 'Virtual' },
  { pkEventPlaceTypeId: 3, name: 'Hybrid' },
];

function serve(event = eventDetails()) {
  calls.get.mockImplementation(async (path: string) => {
    if (path.startsWith('api/Dropdowns')) return { list: [] };
    if (path === 'api/Events/get-all-predefined-themes') return themes;
    if (path === 'api/EventPlaceTypes/') return placeTypes;
    if (path === `api/Events/${event.pkEventId}`) return event;
    throw new Error(path);
  });
}

const route = '/event-management/chamber-events/form/:id?';
beforeEach(() => {
  for (const f of Object.values(calls)) f.mockReset();
  serve();
});

describe('event form page', () => {
  it('loads the event, saves the changes and opens its details', async () => {
    calls.put.mockResolvedValue(eventDetails());
    const { user } = renderChamber(<EventFormPage />, { url: '/event-management/chamber-events/form/7', route });
    const name = await screen.findByRole('textbox', { name: /Event name/ });
    expect(name).toHaveValue('Western Balkans Food & Agri B2B Forum');
    expect(await screen.findByRole('radio', { name: 'Forest' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Portal default' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.put).toHaveBeenCalled());
    expect(calls.put).toHaveBeenCalledWith(
      'api/Events/7',
      expect.objectContaining({ name: 'Western Balkans Food & Agri B2B Forum', fkPredefinedThemeId: null, venue: 'Sava Centar' }),
      { quiet: true },
    );
    expect(calls.toast).toHaveBeenCalledWith('Your changes have been saved.');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/event-management/chamber-events/details/7'));
  });

  it('shows the contract errors on the inputs and sends nothing', async () => {
    serve(eventDetails({ endDate: '2027-05-11T17:00:00+02:00' }));
    const { user } = renderChamber(<EventFormPage />, { url: '/event-management/chamber-events/form/7', route });
    const name = await screen.findByRole('textbox', { name: /Event name/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The event cannot end before it starts.')).toBeInTheDocument();
    expect(calls.put).not.toHaveBeenCalled();
  });

  it('puts the server field errors on the matching inputs', async () => {
    calls.put.mockRejectedValue(
      new ApiError(400, 'validation_error', 'validation_error', undefined, { endDate: 'event_end_before_start' }),
    );
    const { user } = renderChamber(<EventFormPage />, { url: '/event-management/chamber-events/form/7', route });
    await screen.findByRole('textbox', { name: /Event name/ });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The event cannot end before it starts.')).toBeInTheDocument();
    expect(calls.toastError).not.toHaveBeenCalled();
  });

  it('sends a chamber that may not edit the event to /403', async () => {
    serve(eventDetails({ canEdit: false }));
    renderChamber(<EventFormPage />, { url: '/event-management/chamber-events/form/7', route });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/403'));
  });

  it('starts a new event empty, in person, without a theme', async () => {
    renderChamber(<EventFormPage />, { url: '/event-management/chamber-events/form', route, lng: 'sr' });
    expect(await screen.findByRole('heading', { name: 'Novi događaj' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Naziv događaja/ })).toHaveValue('');
    expect(await screen.findByRole('radio', { name: 'Osnovna' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Grad' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Onlajn link/ })).toBeNull();
  });
});
