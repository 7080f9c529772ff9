import type { MyMeetingWishes } from '@portal/contracts/meetings/meeting-wishes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { elena, marko, milica } from '../test-fixtures.ts';
import { MeetingWishesCard } from './MeetingWishesCard.tsx';

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../api/client.ts', () => ({ api: { get: calls.get, post: calls.post } }));

const wishes: MyMeetingWishes = {
  fkScheduleId: 5,
  wanted: [
    { ...marko, isMutual: true, hasMeeting: false },
    { ...elena, isMutual: false, hasMeeting: true },
  ],
  wantedBy: [{ ...milica, isMutual: false, hasMeeting: false }],
};

beforeEach(() => {
  calls.post.mockReset().mockImplementation(async (url: string, body: { fkUserId?: number }) => {
    if (url === 'api/MeetingWishes/get-for-session') return wishes;
    if (url === 'api/MeetingWishes')
      return { ...wishes, wanted: [...wishes.wanted, { ...milica, isMutual: true, hasMeeting: false }], wantedBy: [] };
    if (url === 'api/MeetingWishes/remove') return { ...wishes, wanted: wishes.wanted.filter((p) => p.pkUserId !== body.fkUserId) };
    return { attendees: [], totalCount: 0, totalPages: 0 };
  });
});

describe('people I want to meet', () => {
  it('lists whom I want to meet with mutual and booked marks, and who wants to meet me', async () => {
    renderWithProviders(<MeetingWishesCard eventId={9} scheduleId={5} meId={7} />);
    const wanted = await screen.findByTestId('wishes-wanted');
    const items = within(wanted).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Marko Vuković');
    expect(items[0]).toHaveTextContent('Both want to meet');
    expect(items[1]).toHaveTextContent('Meeting booked');
    expect(screen.getByTestId('wishes-wanted-by')).toHaveTextContent('Milica Petrović');
    expect(screen.getByText('1 person wants to meet you')).toBeInTheDocument();
  });

  it('wishes back and takes a wish back', async () => {
    const { user } = renderWithProviders(<MeetingWishesCard eventId={9} scheduleId={5} meId={7} />);
    await user.click(await screen.findByRole('button', { name: 'I want to meet too' }));
    await waitFor(() =>
      expect(calls.post).toHaveBeenCalledWith('api/MeetingWishes', { fkScheduleId: 5, fkUserId: milica.pkUserId }, { quiet: true }),
    );
    await waitFor(() => expect(screen.queryByTestId('wishes-wanted-by')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Remove Marko Vuković' }));
    await waitFor(() =>
      expect(calls.post).toHaveBeenCalledWith('api/MeetingWishes/remove', { fkScheduleId: 5, fkUserId: marko.pkUserId }, { quiet: true }),
    );
    await waitFor(() => expect(within(screen.getByTestId('wishes-wanted')).queryByText('Marko Vuković')).not.toBeInTheDocument());
  });
});
