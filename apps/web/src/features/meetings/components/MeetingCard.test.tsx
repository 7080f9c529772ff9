import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { elena, marko, milica, reservation } from '../test-fixtures.ts';
import { MeetingCard } from './MeetingCard.tsx';

const calls = vi.hoisted(() => ({ post: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../../api/client.ts', () => ({ api: { post: calls.post, get: vi.fn(), blob: vi.fn() } }));
vi.mock('../../../api/toasts.tsx', () => ({ toastError: vi.fn(), toastInfo: vi.fn(), toastSuccess: calls.toastSuccess }));

beforeEach(() => {
  calls.post.mockReset().mockResolvedValue(reservation(7, { status: 'accepted', awaitingUserId: null }));
  calls.toastSuccess.mockReset();
});

describe('meeting card', () => {
  it('shows the table, both people with their companies, the time, state and whom it waits for', () => {
    renderWithProviders(<MeetingCard reservation={reservation(7, { note: 'Raspberries' })} meId={1} />);
    const card = screen.getByTestId('meeting-card');
    expect(card).toHaveAccessibleName('Meeting with Marko Vuković, 13:00–13:20');
    expect(within(card).getByTestId('meeting-table')).toHaveTextContent('Table 3');
    expect(card).toHaveTextContent('Milica Petrović');
    expect(card).toHaveTextContent('Dunav Foods d.o.o.');
    expect(card).toHaveTextContent('Adriatic Fish');
    expect(within(card).getByTestId('meeting-status')).toHaveTextContent('Requested');
    expect(within(card).getByTestId('meeting-waits')).toHaveTextContent('Waiting for Marko Vuković to answer');
    expect(card).toHaveTextContent('Raspberries');
    // The host may move or call off the request, not answer it.
    expect(within(card).queryByTestId('meeting-accept')).not.toBeInTheDocument();
    // Its buttons say which meeting they act on: a list holds several.
    expect(within(card).getByTestId('meeting-cancel')).toHaveAccessibleName('Cancel meeting: Meeting with Marko Vuković, 13:00–13:20');
  });

  it('lets the person it waits for accept it', async () => {
    const { user } = renderWithProviders(<MeetingCard reservation={reservation(7)} meId={2} onReschedule={vi.fn()} />);
    expect(screen.getByTestId('meeting-waits')).toHaveTextContent('Waiting for your answer');
    await user.click(screen.getByTestId('meeting-accept'));
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith('api/UserReservations/accept-reservation', { pkUserReservationId: 7 }));
    expect(calls.toastSuccess).toHaveBeenCalledWith('The meeting is confirmed.');
  });

  it('asks before declining, and sends nothing when the question is dismissed', async () => {
    const { user } = renderWithProviders(<MeetingCard reservation={reservation(7)} meId={2} />);
    await user.click(screen.getByTestId('meeting-reject'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Decline this meeting request?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(calls.post).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('meeting-reject'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith('api/UserReservations/reject-reservation', { pkUserReservationId: 7 }));
  });

  it('offers reschedule and cancel on a confirmed meeting, and nothing to an organiser outside it', async () => {
    const onReschedule = vi.fn();
    const accepted = reservation(8, { status: 'accepted', awaitingUserId: null });
    const { user, unmount } = renderWithProviders(<MeetingCard reservation={accepted} meId={2} onReschedule={onReschedule} />);
    expect(screen.queryByTestId('meeting-waits')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('meeting-reschedule'));
    expect(onReschedule).toHaveBeenCalledWith(accepted);
    unmount();
    renderWithProviders(<MeetingCard reservation={reservation(9, { reservedUser: elena, reservingUser: milica })} meId={marko.pkUserId} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks the meeting a notification opened', async () => {
    const scroll = vi.fn();
    HTMLElement.prototype.scrollIntoView = scroll;
    renderWithProviders(<MeetingCard reservation={reservation(7)} meId={1} highlighted />);
    expect(screen.getByTestId('meeting-card')).toHaveAttribute('data-highlighted', 'true');
    await waitFor(() => expect(scroll).toHaveBeenCalled());
  });
});
