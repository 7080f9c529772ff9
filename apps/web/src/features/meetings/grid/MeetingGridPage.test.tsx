import type { EventDetails } from '@portal/contracts/events/events';
import type { ReservationGrid } from '@portal/contracts/meetings/reservations';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { elena, marko, milica, reservation } from '../test-fixtures.ts';
import { MeetingGridPage } from './MeetingGridPage.tsx';

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), blob: vi.fn(), save: vi.fn() }));
vi.mock('../../../api/client.ts', () => ({ api: { get: calls.get, post: calls.post, blob: calls.blob } }));
vi.mock('../../../lib/save-blob.ts', () => ({ saveBlob: calls.save }));

const event = { pkEventId: 9, canManage: true, isVirtual: false } as EventDetails;

const grid: ReservationGrid = {
  fkScheduleId: 5,
  tableCount: 3,
  slots: [
    {
      startTime: '13:00',
      endTime: '13:20',
      start: '',
      end: '',
      reservations: [
        reservation(1, { status: 'accepted', awaitingUserId: null, tableNumber: 1 }),
        reservation(2, { reservingUser: elena, reservedUser: milica, tableNumber: 3 }),
      ],
    },
    { startTime: '13:20', endTime: '13:40', start: '', end: '', reservations: [] },
  ],
};

beforeEach(() => {
  calls.get.mockReset().mockResolvedValue({
    pkScheduleId: 5,
    name: 'B2B meetings, day 1',
    day: '2099-05-12',
    startTime: '13:00',
    endTime: '13:40',
    hallName: 'B2B Meeting Area',
    sessionTypeCode: '5',
  });
  calls.post.mockReset().mockResolvedValue(grid);
  calls.blob.mockReset().mockResolvedValue(new Blob(['x']));
  calls.save.mockReset();
});

const renderGrid = () =>
  renderWithProviders(<MeetingGridPage event={event} />, {
    url: '/event-management/chamber-events/details/9/schedule/timeline/5/grid',
    route: '/event-management/chamber-events/details/:eventId/schedule/timeline/:scheduleId/grid',
  });

describe("the organisers' meeting grid", () => {
  it('puts each meeting in its table and slot, host – guest with the companies under them', async () => {
    renderGrid();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Table 1', 'Table 2', 'Table 3']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['13:00–13:20', '13:20–13:40']);
    const cell = (slot: string, n: number) => table.querySelector(`[data-slot="${slot}"][data-table="${n}"]`) as HTMLElement;
    expect(cell('13:00', 1)).toHaveTextContent(`Milica Petrović – Marko Vuković`);
    expect(cell('13:00', 1)).toHaveTextContent(`${milica.company} – ${marko.company}`);
    expect(cell('13:00', 2)).toBeEmptyDOMElement();
    expect(cell('13:00', 3)).toHaveTextContent('Elena Stojanovska – Milica Petrović');
    expect(cell('13:00', 3)).toHaveTextContent('Requested');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Meetings: B2B meetings, day 1');
    expect(calls.post).toHaveBeenCalledWith('api/UserReservations/get-reservations-for-schedule-grouped', { fkScheduleId: 5 });
  });

  it('filters by name or company and by status', async () => {
    const { user } = renderGrid();
    await screen.findByRole('table');
    await user.type(screen.getByTestId('grid-search'), 'vardar');
    await waitFor(() => expect(screen.getAllByTestId('grid-meeting')).toHaveLength(1));
    expect(screen.getByTestId('grid-meeting')).toHaveTextContent('Elena Stojanovska');
    await user.clear(screen.getByTestId('grid-search'));
    await user.click(screen.getByRole('radio', { name: 'Confirmed' }));
    await waitFor(() => expect(screen.getAllByTestId('grid-meeting')).toHaveLength(1));
    expect(screen.getByTestId('grid-meeting')).toHaveAttribute('data-status', 'accepted');
    await user.type(screen.getByTestId('grid-search'), 'nobody');
    expect(await screen.findByText('No meeting matches the filters.')).toBeInTheDocument();
  });

  it('exports the whole session and prints', async () => {
    const print = vi.fn();
    window.print = print;
    const { user } = renderGrid();
    await screen.findByRole('table');
    await user.click(screen.getByTestId('grid-export'));
    await waitFor(() => expect(calls.save).toHaveBeenCalledWith(expect.any(Blob), 'Schedule reservations.xlsx'));
    expect(calls.blob).toHaveBeenCalledWith('api/Reports/schedule-reservations/5');
    await user.click(screen.getByTestId('grid-print'));
    expect(print).toHaveBeenCalled();
  });
});
