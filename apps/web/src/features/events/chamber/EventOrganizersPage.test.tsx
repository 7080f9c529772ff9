import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EventOrganizersPage } from './EventOrganizersPage.tsx';
import { eventDetails } from '../test-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';

const renderChamber = (ui: Parameters<typeof renderWithProviders>[0], o: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(ui, { probe: true, ...o });

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn(), toast: vi.fn() }));
vi.mock('../../../api/client.ts', () => ({ api: calls }));
vi.mock('../../../api/toasts.tsx', () => ({ toastSuccess: calls.toast, toastError: vi.fn() }));
vi.setConfig({ testTimeout: 30_000 });

const serbia = { pkChamberId: 101, name: 'Chamber of Commerce and Industry of Serbia', fkCountryId: 198, countryName: 'Serbia' };
const montenegro = { pkChamberId: 99, name: 'Chamber of Economy of Montenegro', fkCountryId: 148, countryName: 'Montenegro' };
const albania = { pkChamberId: 96, name: 'Union of Chambers of Albania', fkCountryId: 3, countryName: 'Albania' };
const route = '/event-management/chamber-events/details/:eventId/organizers';
const path = '/event-management/chamber-events/details/7/organizers';

function serve(canEdit: boolean) {
  calls.get.mockImplementation(async (p: string) => {
    if (p === 'api/Events/7') return eventDetails({ canEdit });
    if (p === 'api/EventChambers/chambers/7')
      return [
        { ...montenegro, isOrganizer: false },
        { ...serbia, isOrganizer: true },
      ];
    throw new Error(p);
  });
  calls.post.mockResolvedValue({
    chambers: [
      { ...serbia, isEventOrganizer: true, isEventAssistant: false, upcomingEventsCount: 3 },
      { ...montenegro, isEventOrganizer: false, isEventAssistant: true, upcomingEventsCount: 1 },
      { ...albania, isEventOrganizer: false, isEventAssistant: false, upcomingEventsCount: 0 },
    ],
  });
}

beforeEach(() => {
  for (const f of Object.values(calls)) f.mockReset();
  calls.delete.mockResolvedValue(undefined);
});

describe('event organisers', () => {
  it('lists the organiser first, offers only chambers not taking part, and adds one', async () => {
    serve(true);
    const { user } = renderChamber(<EventOrganizersPage />, { url: path, route });
    const list = await screen.findByRole('list', { name: 'Organisers' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveAccessibleName(serbia.name);
    expect(first).toHaveTextContent('Organiser');
    expect(second).toHaveTextContent('Assistant organiser');
    expect(within(first).queryByRole('button')).toBeNull();

    calls.post.mockClear();
    await user.click(await screen.findByRole('combobox', { name: 'Chamber' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Union of Chambers of Albania (Albania)']);
    await user.click(options[0]);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith('api/EventChambers/add-assistant', { fkEventId: 7, fkChamberId: 96 }));
    expect(calls.toast).toHaveBeenCalledWith('Union of Chambers of Albania (Albania) is now an assistant organiser.');
  });

  it('removes an assistant after a question', async () => {
    serve(true);
    const { user } = renderChamber(<EventOrganizersPage />, { url: path, route });
    await user.click(await screen.findByRole('button', { name: `Remove ${montenegro.name} as assistant organiser` }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the assistant organiser' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.delete).toHaveBeenCalledWith('api/EventChambers/remove-assistant/99/7'));
  });

  it('shows the organisers read-only to those who may not edit the event', async () => {
    serve(false);
    renderChamber(<EventOrganizersPage />, { url: path, route });
    const list = await screen.findByRole('list', { name: 'Organisers' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Add assistant organiser' })).toBeNull();
    expect(calls.post).not.toHaveBeenCalled();
  });
});
