import type { EventDetails } from '@portal/contracts/events/events';
import type { SchedulerOverview, SchedulerRun } from '@portal/contracts/meetings/auto-schedule';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { elena, marko, milica } from '../test-fixtures.ts';
import { MeetingSchedulerPage } from './MeetingSchedulerPage.tsx';

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../api/client.ts', () => ({ api: { get: calls.get, post: calls.post } }));

const event = { pkEventId: 9, canManage: true, isVirtual: false } as EventDetails;

const run = (over: Partial<SchedulerRun> = {}): SchedulerRun => ({
  pkSchedulerRunId: 4,
  fkScheduleId: 5,
  status: 'done',
  timeLimitSeconds: 15,
  startedAt: '2099-05-01T10:00:00Z',
  finishedAt: '2099-05-01T10:00:15Z',
  publishedAt: null,
  requested: 3,
  progress: null,
  published: null,
  draft: {
    meetings: [
      { host: elena, guest: marko, day: '2099-05-12', startTime: '13:20', endTime: '13:40', start: '2099-05-12T11:20:00Z', tableNumber: 2 },
      {
        host: milica,
        guest: marko,
        day: '2099-05-12',
        startTime: '13:00',
        endTime: '13:20',
        start: '2099-05-12T11:00:00Z',
        tableNumber: 1,
      },
    ],
    unplaced: [{ host: elena, guest: milica, reason: 'participant-busy' }],
    keptMeetings: 1,
    breaks: 1,
    maxBreaks: 1,
    lowerBound: 1,
    optimal: true,
    elapsedMs: 2400,
  },
  ...over,
});

const overview = (latestRun: SchedulerRun | null, mutualWishes = 3): SchedulerOverview => ({
  fkScheduleId: 5,
  participants: 3,
  mutualWishes,
  oneSidedWishes: 1,
  liveMeetings: 1,
  slots: 6,
  futureSlots: 6,
  tableCount: 20,
  isVirtual: false,
  latestRun,
});

let answers: Record<string, unknown>;
beforeEach(() => {
  calls.get.mockReset().mockResolvedValue({
    pkScheduleId: 5,
    name: 'B2B meetings, day 1',
    day: '2099-05-12',
    startTime: '13:00',
    endTime: '15:00',
    hallName: 'B2B Meeting Area',
    sessionTypeCode: '5',
  });
  answers = { 'api/MeetingScheduler/overview': overview(null) };
  calls.post.mockReset().mockImplementation(async (url: string) => answers[url]);
});

const renderPage = () =>
  renderWithProviders(<MeetingSchedulerPage event={event} />, {
    url: '/event-management/chamber-events/details/9/schedule/timeline/5/scheduler',
    route: '/event-management/chamber-events/details/:eventId/schedule/timeline/:scheduleId/scheduler',
  });

describe("the organisers' automatic scheduler", () => {
  it('shows what there is to schedule and starts a run with the chosen time', async () => {
    answers['api/MeetingScheduler/run'] = run({ status: 'running', draft: null });
    const { user } = renderPage();
    const figures = await screen.findByTestId('scheduler-figures');
    expect(figures).toHaveTextContent('To schedule3');
    expect(figures).toHaveTextContent('One-sided wishes1');
    expect(figures).toHaveTextContent('Already booked1');
    await user.click(screen.getByRole('radio', { name: '30 s' }));
    await user.click(screen.getByTestId('scheduler-run'));
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith('api/MeetingScheduler/run', { fkScheduleId: 5, timeLimitSeconds: 30 }));
  });

  it('shows a running run with its progress and stops it', async () => {
    answers['api/MeetingScheduler/overview'] = overview(
      run({ status: 'running', draft: null, progress: { phase: 'local-search', placed: 2, breaks: 3, lowerBound: 0, elapsedMs: 6000 } }),
    );
    answers['api/MeetingScheduler/cancel'] = run({ status: 'cancelled', draft: null });
    const { user } = renderPage();
    const progress = await screen.findByTestId('scheduler-progress');
    expect(progress).toHaveTextContent('Searching: improving');
    expect(progress).toHaveTextContent('2 meetings placed, 3 breaks · 6 of 15 s');
    expect(screen.getByTestId('scheduler-run')).toBeDisabled();
    await user.click(screen.getByTestId('scheduler-cancel'));
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith('api/MeetingScheduler/cancel', { pkSchedulerRunId: 4 }));
  });

  it('shows the draft in time order with what was left out and why, and publishes it after asking', async () => {
    answers['api/MeetingScheduler/overview'] = overview(run());
    answers['api/MeetingScheduler/publish'] = run({ status: 'published', published: 2 });
    const { user } = renderPage();
    const table = await screen.findByTestId('scheduler-meetings');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent?.slice(0, 11))).toEqual(['13:00–13:20', '13:20–13:40']);
    expect(rows[0]).toHaveTextContent('Milica Petrović');
    expect(screen.getByTestId('scheduler-result')).toHaveTextContent('2 of 3');
    expect(screen.getByTestId('scheduler-result')).toHaveTextContent('Proven optimal');
    expect(screen.getByTestId('scheduler-unplaced')).toHaveTextContent(
      'Elena Stojanovska – Milica Petrović: one of them is busy in every free slot',
    );
    await user.click(screen.getByTestId('scheduler-publish'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('2 meetings will be booked as confirmed');
    expect(calls.post).not.toHaveBeenCalledWith('api/MeetingScheduler/publish', expect.anything());
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith('api/MeetingScheduler/publish', { pkSchedulerRunId: 4 }));
  });

  it('says when there is nothing to schedule and when a draft was published', async () => {
    answers['api/MeetingScheduler/overview'] = overview(run({ status: 'published', published: 2 }), 0);
    renderPage();
    expect(await screen.findByTestId('scheduler-published')).toHaveTextContent('Published: 2 meetings booked');
    expect(screen.getByTestId('scheduler-nothing')).toBeInTheDocument();
    expect(screen.getByTestId('scheduler-run')).toBeDisabled();
    expect(screen.queryByTestId('scheduler-publish')).not.toBeInTheDocument();
  });
});
