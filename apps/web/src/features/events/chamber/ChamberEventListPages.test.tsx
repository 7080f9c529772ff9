import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChamberEventsPage, DeletedEventsPage } from './ChamberEventListPages.tsx';
import { eventDetails, eventSummary } from '../test-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';

const renderChamber = (ui: Parameters<typeof renderWithProviders>[0], o: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(ui, { probe: true, ...o });

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn(), toast: vi.fn() }));
vi.mock('../../../api/client.ts', () => ({ api: calls }));
vi.mock('../../../api/toasts.tsx', () => ({ toastSuccess: calls.toast, toastError: vi.fn() }));

const draft = eventSummary({ pkEventId: 9, name: 'Regional Wine Fair', eventStatus: 3, isAnnounced: false, isRegistrationStarted: false });
const assisted = eventSummary({ pkEventId: 11, name: 'Adriatic Logistics Days', isAssistantOrganizer: true, canBeDeleted: false });

beforeEach(() => {
  for (const f of Object.values(calls)) f.mockReset();
  calls.get.mockImplementation(async (path: string) =>
    path.startsWith('api/Dropdowns') ? { list: [] } : eventDetails({ pkEventId: 9, isAnnounced: false }),
  );
  calls.post.mockResolvedValue({ events: [draft, assisted], totalPages: 1, totalCount: 2, eventStatus: null });
  calls.put.mockResolvedValue(eventDetails({ pkEventId: 9 }));
  calls.delete.mockResolvedValue(undefined);
});

describe('chamber event lists', () => {
  it('offers edit, announce and delete to the organising chamber only', async () => {
    renderChamber(<ChamberEventsPage />);
    const own = await screen.findByRole('listitem', { name: 'Regional Wine Fair' });
    expect(within(own).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/event-management/chamber-events/form/9');
    expect(within(own).getByRole('button', { name: 'Announce' })).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    const other = screen.getByRole('listitem', { name: 'Adriatic Logistics Days' });
    expect(other).toHaveTextContent('Assistant organiser');
    expect(within(other).queryByRole('button')).toBeNull();
  });

  it('filters by status through the segmented switch', async () => {
    const { user } = renderChamber(<ChamberEventsPage />, { url: '/x?page=2' });
    await screen.findByRole('listitem', { name: 'Regional Wine Fair' });
    expect(calls.post).toHaveBeenLastCalledWith('api/Events/search-events-in-my-chamber', expect.objectContaining({ eventStatus: null }));
    await user.click(screen.getByRole('radio', { name: 'Drafts' }));
    await waitFor(() =>
      expect(calls.post).toHaveBeenLastCalledWith(
        'api/Events/search-events-in-my-chamber',
        expect.objectContaining({ eventStatus: 3, pageNum: 1 }),
      ),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/x?status=draft');
  });

  it('announces after a question: reads the event and saves it with isAnnounced', async () => {
    const { user } = renderChamber(<ChamberEventsPage />);
    const own = await screen.findByRole('listitem', { name: 'Regional Wine Fair' });
    await user.click(within(own).getByRole('button', { name: 'Announce' }));
    const dialog = await screen.findByRole('dialog', { name: 'Announce the event' });
    await user.click(within(dialog).getByRole('button', { name: 'Announce' }));
    await waitFor(() => expect(calls.put).toHaveBeenCalled());
    expect(calls.get).toHaveBeenCalledWith('api/Events/9');
    expect(calls.put).toHaveBeenCalledWith(
      'api/Events/9',
      expect.objectContaining({ isAnnounced: true, name: 'Western Balkans Food & Agri B2B Forum' }),
    );
    expect(calls.toast).toHaveBeenCalledWith('"Regional Wine Fair" is announced.');
  });

  it('deletes after confirmation', async () => {
    const { user } = renderChamber(<ChamberEventsPage />);
    const own = await screen.findByRole('listitem', { name: 'Regional Wine Fair' });
    await user.click(within(own).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the event' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.delete).toHaveBeenCalledWith('api/Events/9'));
    expect(calls.toast).toHaveBeenCalledWith('"Regional Wine Fair" was deleted.');
  });

  it('lists deleted events as read-only cards', async () => {
    calls.post.mockResolvedValue({
      events: [{ ...draft, deletedAt: '2026-11-20T10:00:00Z' }],
      totalPages: 1,
      totalCount: 1,
      eventStatus: null,
    });
    renderChamber(<DeletedEventsPage />);
    const card = await screen.findByRole('listitem', { name: 'Regional Wine Fair' });
    expect(calls.post).toHaveBeenCalledWith('api/Events/search-deleted-events-in-my-chamber', expect.any(Object));
    expect(card).toHaveTextContent('Deleted');
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
  });
});
