import type { EventDetails } from '@portal/contracts/events/events';
import type { Schedule } from '@portal/contracts/schedules/schedules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AgendaPrintPage } from './AgendaPrintPage.tsx';
import { ScheduleTab } from './ScheduleTab.tsx';

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn(), toastError: vi.fn() }));
vi.mock('../../../api/client.ts', () => ({ api: { get: calls.get, post: calls.post, put: calls.put, delete: calls.delete } }));
vi.mock('../../../api/toasts.tsx', () => ({ toastError: calls.toastError, toastInfo: vi.fn(), toastSuccess: vi.fn() }));

// Real Mantine dialogs on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const event = (over: Partial<EventDetails> = {}) =>
  ({
    pkEventId: 9,
    name: 'Forum',
    startDate: '2099-05-12T07:00:00Z',
    endDate: '2099-05-13T15:00:00Z',
    canManage: false,
    canEdit: false,
    isAccepted: true,
    ...over,
  }) as EventDetails;

const session = (id: number, over: Partial<Schedule> = {}): Schedule => ({
  pkScheduleId: id,
  fkEventId: 9,
  name: `Session ${id}`,
  fkSessionTypeId: 31,
  sessionTypeCode: '1',
  sessionTypeName: 'Plenary',
  fkHallId: 4,
  hallName: 'Main Hall',
  hallTableCount: 0,
  day: '2099-05-12',
  startTime: '09:00',
  endTime: '10:00',
  start: '2099-05-12T07:00:00Z',
  end: '2099-05-12T08:00:00Z',
  description: null,
  meetingSlotMinutes: 20,
  speakers: [{ pkSpeakerId: 7, firstName: 'Ana', lastName: 'Kovač', fullName: 'Ana Kovač', title: null, company: null, photoName: null }],
  numberOfInterestedUsers: 3,
  isNotInterested: false,
  textLanguages: { name: 'eng', description: 'eng' },
  mainLanguage: 'eng',
  editableTexts: null,
  ...over,
});

const sessions = [
  session(1),
  session(2, {
    name: 'Lunch',
    day: '2099-05-13',
    startTime: '12:00',
    endTime: '13:00',
    start: '2099-05-13T10:00:00Z',
    hallName: null,
    fkHallId: null,
    speakers: [],
  }),
];

beforeEach(() => {
  calls.get.mockReset().mockResolvedValue({ list: [{ id: 31, code: '1', name: 'Plenary' }] });
  calls.post.mockReset().mockImplementation(async (path: string) => {
    if (path.startsWith('api/Schedule/get-all-schedules-for-event/9'))
      return { list: sessions, totalPages: 1, totalCount: 2, interestedUsers: 3, notInterestedScheduleIds: [] };
    if (path === 'api/Hall/get-all-for-event')
      return {
        halls: [{ pkHallId: 4, fkEventId: 9, name: 'Main Hall', capacity: 100, tableCount: 0, schedulesCount: 1 }],
        totalPages: 1,
        totalCount: 1,
      };
    if (path === 'api/Speaker/search') return { speakers: [], totalPages: 1, totalCount: 0 };
    return { pkScheduleId: 1, isNotInterested: true };
  });
  calls.put.mockReset();
  calls.toastError.mockReset();
});

describe('schedule tab', () => {
  it('shows an attendee the sessions by day and marks one not interested', async () => {
    renderWithProviders(<ScheduleTab event={event()} />);
    const days = await screen.findAllByTestId('agenda-day');
    expect(days).toHaveLength(2);
    expect(within(days[0]).getByRole('heading', { level: 3 })).toHaveTextContent('12.05.2099.');
    expect(days[0]).toHaveTextContent('09:00–10:00');
    expect(days[0]).toHaveTextContent('Ana Kovač');
    expect(days[0]).toHaveTextContent('Main Hall');
    expect(days[1]).toHaveTextContent('Lunch');
    expect(screen.queryByTestId('add-session')).not.toBeInTheDocument();
    expect(screen.getByTestId('my-agenda-pdf')).toBeInTheDocument();

    // Each session's switch and interested link carry its name: a screen reader tells them apart.
    expect(within(days[0]).getByRole('link', { name: '3 interested: Session 1, 12.05.2099. 09:00' })).toBeInTheDocument();
    await userEvent.click(within(days[0]).getByRole('switch', { name: 'Not interested: Session 1, 12.05.2099. 09:00' }));
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith('api/ScheduleUsers/set-user-not-interested-for-schedule/1', {}));
  });

  it('puts the overlap refusal on the hall when an organiser saves a session', async () => {
    calls.put.mockRejectedValue(
      new ApiError(
        409,
        'schedule_hall_overlap',
        'schedule_hall_overlap',
        { name: 'Opening', startTime: '09:30', endTime: '10:30' },
        {
          fkHallId: 'schedule_hall_overlap',
        },
      ),
    );
    renderWithProviders(<ScheduleTab event={event({ canManage: true, isAccepted: false })} />);
    expect(screen.queryByTestId('my-agenda-pdf')).not.toBeInTheDocument();
    const [first] = await screen.findAllByTestId('session-card');
    await userEvent.click(within(first).getByRole('button', { name: 'Edit session Session 1, 12.05.2099. 09:00' }));
    const form = await screen.findByTestId('session-form');
    await waitFor(() => expect(within(form).getByTestId('session-name')).toHaveValue('Session 1'));
    await userEvent.click(within(form).getByTestId('session-save'));
    await waitFor(() =>
      expect(calls.put).toHaveBeenCalledWith(
        'api/Schedule',
        expect.objectContaining({ pkScheduleId: 1, fkHallId: 4, day: '2099-05-12', startTime: '09:00', speakerIds: [7] }),
        { quiet: true },
      ),
    );
    expect(
      await within(form).findByText('The hall is taken at this time by "Opening" (09:30–10:30). Choose another time or hall.'),
    ).toBeInTheDocument();
    expect(calls.toastError).not.toHaveBeenCalled();
  });

  it('asks before a change that cancels meetings, then saves with the confirmation', async () => {
    calls.put
      .mockRejectedValueOnce(new ApiError(409, 'schedule_change_cancels_meetings', 'schedule_change_cancels_meetings', { count: 2 }))
      .mockResolvedValueOnce(session(1));
    renderWithProviders(<ScheduleTab event={event({ canManage: true })} />);
    const [first] = await screen.findAllByTestId('session-card');
    await userEvent.click(within(first).getByRole('button', { name: 'Edit session Session 1, 12.05.2099. 09:00' }));
    const form = await screen.findByTestId('session-form');
    await waitFor(() => expect(within(form).getByTestId('session-name')).toHaveValue('Session 1'));
    await userEvent.click(within(form).getByTestId('session-save'));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel meetings and save' }));
    await waitFor(() =>
      expect(calls.put).toHaveBeenLastCalledWith('api/Schedule', expect.objectContaining({ confirmMeetingsCancellation: true }), {
        quiet: true,
      }),
    );
  });
});

describe('printable agenda', () => {
  it('links from the agenda files menu', async () => {
    renderWithProviders(<ScheduleTab event={event()} />);
    await userEvent.click(await screen.findByTestId('agenda-files'));
    expect(await screen.findByRole('menuitem', { name: 'Printable agenda' })).toHaveAttribute(
      'href',
      '/event-management/chamber-events/details/9/schedule/print',
    );
  });

  it('shows the programme by day with time, name, type, hall and speakers, and prints', async () => {
    calls.get.mockImplementation(async (path: string) => {
      if (path === 'api/Events/9') return event({ venue: 'Sava Centar', eventPlace: null, chamberName: 'Chamber of Serbia' });
      throw new Error(`unexpected ${path}`);
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderWithProviders(<AgendaPrintPage />, {
      url: '/event-management/chamber-events/details/9/schedule/print',
      route: '/event-management/chamber-events/details/:eventId/schedule/print',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Agenda: Forum' })).toBeInTheDocument();
    expect(screen.getByText('12.05.2099. – 13.05.2099. · Sava Centar · Chamber of Serbia')).toBeInTheDocument();
    const days = await screen.findAllByTestId('print-day');
    expect(days.map((d) => within(d).getByRole('heading', { level: 2 }).textContent)).toEqual(['12.05.2099.', '13.05.2099.']);
    expect(days[0]).toHaveTextContent('09:00–10:00');
    expect(days[0]).toHaveTextContent('Session 1');
    expect(days[0]).toHaveTextContent('Plenary · Hall: Main Hall');
    expect(days[0]).toHaveTextContent('Speakers: Ana Kovač');
    expect(days[1]).toHaveTextContent('Lunch');
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('leads to the 403 page, saying why, for an event the caller may not see (not a load error)', async () => {
    calls.get.mockRejectedValue(new ApiError(403, 'dont_have_invitation', 'dont_have_invitation'));
    calls.post.mockRejectedValue(new ApiError(403, 'dont_have_invitation', 'dont_have_invitation'));
    renderWithProviders(<AgendaPrintPage />, {
      url: '/event-management/chamber-events/details/9/schedule/print',
      route: '/event-management/chamber-events/details/:eventId/schedule/print',
      probe: true,
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/403?reason=dont_have_invitation'));
  });

  it('leads to the 404 page for an event that is not there', async () => {
    calls.get.mockRejectedValue(new ApiError(404, 'not_found', 'event_not_found'));
    renderWithProviders(<AgendaPrintPage />, {
      url: '/event-management/chamber-events/details/9/schedule/print',
      route: '/event-management/chamber-events/details/:eventId/schedule/print',
      probe: true,
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/404$/));
  });
});
