import type { EventPage, EventSearch } from '@portal/contracts/events/events';
import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';

const renderChamber = (ui: Parameters<typeof renderWithProviders>[0], o: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(ui, { probe: true, ...o });
import { eventSummary } from '../test-fixtures.ts';
import { EventList } from './EventList.tsx';

vi.mock('../../../api/client.ts', () => ({
  api: { get: vi.fn().mockResolvedValue({ list: [{ id: 3, name: 'Agriculture and food', childenCount: 0 }] }), post: vi.fn() },
}));

const search = vi.fn<(f: EventSearch) => Promise<EventPage>>();
const page = (events = [eventSummary()], totalCount = events.length, totalPages = 1): EventPage => ({
  events,
  totalCount,
  totalPages,
  eventStatus: null,
});

function List() {
  return (
    <EventList
      title="Events"
      eventsQuery={(f) => ({ queryKey: ['test', f], queryFn: () => search(f) })}
      renderActions={(e) => <Button>{`act-${e.pkEventId}`}</Button>}
      emptyTitle="Nothing yet"
      emptyText="Create one"
    />
  );
}

beforeEach(() => search.mockReset().mockResolvedValue(page()));

describe('EventList', () => {
  it('shows a card per event linking to its details, with status, place, attendees and actions', async () => {
    renderChamber(<List />);
    const card = await screen.findByRole('listitem', { name: 'Western Balkans Food & Agri B2B Forum' });
    expect(within(card).getByRole('link', { name: 'Western Balkans Food & Agri B2B Forum' })).toHaveAttribute(
      'href',
      '/event-management/chamber-events/details/7',
    );
    expect(card).toHaveTextContent('Announced');
    expect(card).toHaveTextContent('Public');
    expect(card).toHaveTextContent('Sava Centar, Belgrade');
    expect(card).toHaveTextContent('3 attendees');
    expect(card).toHaveTextContent('Registration open');
    expect(within(card).getByRole('button', { name: 'act-7' })).toBeInTheDocument();
    expect(screen.getByText('1–1 of 1 events')).toBeInTheDocument();
  });

  it('cuts a long name at 60 characters and says "Online" for a virtual event', async () => {
    const name = 'A very long event name that goes on and on beyond the sixty character limit';
    search.mockResolvedValue(page([eventSummary({ name, isVirtual: true, fkEventPlaceTypeId: 2, venue: null, eventPlace: null })]));
    renderChamber(<List />);
    const card = await screen.findByRole('listitem', { name });
    expect(within(card).getByRole('link').textContent).toBe('A very long event name that goes on and on beyond the sixty…');
    expect(card).toHaveTextContent('Online');
  });

  it('sends the typed name after the search delay and starts again from page 1', async () => {
    const { user } = renderChamber(<List />, { url: '/list?page=2' });
    await screen.findByRole('listitem', { name: /Forum/ });
    expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ pageNum: 2 }));
    await user.type(screen.getByRole('searchbox', { name: 'Search events by name' }), 'agri');
    await waitFor(() => expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'agri', pageNum: 1 })), { timeout: 2000 });
    expect(screen.getByTestId('location')).toHaveTextContent('/list?q=agri');
  });

  it('tells an empty list from a filter that matches nothing', async () => {
    search.mockResolvedValue(page([]));
    const first = renderChamber(<List />);
    expect(await screen.findByText('Nothing yet')).toBeInTheDocument();
    first.unmount();
    renderChamber(<List />, { url: '/list?topic=3' });
    expect(await screen.findByText('No events match these filters')).toBeInTheDocument();
    expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ fkEventTopicId: 3 }));
  });

  it('pages through the results with the page kept in the address', async () => {
    search.mockResolvedValue(page([eventSummary()], 30, 3));
    const { user } = renderChamber(<List />, { url: '/list' });
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/list?page=2');
    await waitFor(() => expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ pageNum: 2, pageSize: 12 })));
  });
});
