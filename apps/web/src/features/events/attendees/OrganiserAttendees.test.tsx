import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AttendeeDirectory } from './AttendeeDirectory.tsx';
import { OrganiserAttendees } from './OrganiserAttendees.tsx';
import { renderAttendees } from './test-fixtures.ts';
import { attendee, openEvent } from './test-fixtures.ts';

const calls = vi.hoisted(() => ({
  get: vi.fn(),
  post: vi.fn(),
  delete: vi.fn(),
  blob: vi.fn(),
  save: vi.fn(),
  toastSuccess: vi.fn(),
  toastInfo: vi.fn(),
  toastErrorText: vi.fn(),
}));
vi.mock('../../../api/client.ts', () => ({
  api: { get: calls.get, post: calls.post, put: vi.fn(), delete: calls.delete, blob: calls.blob },
}));
vi.mock('../../../api/toasts.tsx', () => ({
  toastError: vi.fn(),
  toastErrorText: calls.toastErrorText,
  toastInfo: calls.toastInfo,
  toastSuccess: calls.toastSuccess,
}));
vi.mock('../../../lib/save-blob.ts', () => ({ saveBlob: calls.save }));

// These tests drive real Mantine menus and dialogs; leave room for a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const invited = attendee();
const accepted = attendee({
  pkEventInvitationId: 32,
  fkUserId: 6,
  email: 'marko@firma.rs',
  firstName: 'Marko',
  lastName: 'Marković',
  isAccepted: true,
  acceptedOn: '2026-11-21T10:00:00Z',
  fkAttendeeTypeId: 11,
  attendeeTypeName: 'Buyer',
});
const newcomer = attendee({
  pkEventInvitationId: 33,
  fkUserId: null,
  email: 'new@example.com',
  firstName: null,
  lastName: null,
  fkCompanyId: null,
  companyName: null,
  countryName: null,
});

beforeEach(() => {
  calls.get.mockReset().mockResolvedValue({
    list: [
      { id: 11, name: 'Buyer', childenCount: 0 },
      { id: 12, name: 'Seller', childenCount: 0 },
    ],
  });
  calls.post.mockReset().mockImplementation(async (path: string) => {
    if (path === 'api/Events/search-attendees-in-event') return { attendees: [invited, accepted, newcomer], totalPages: 1, totalCount: 3 };
    if (path === 'api/Events/send-reminder') return { sentCount: 2, notMailedEmails: [] };
    return { success: true };
  });
  calls.delete.mockReset().mockResolvedValue({ success: true });
  calls.toastSuccess.mockReset();
});

const table = () => screen.getByTestId('attendees-table');
const row = (id: number) => within(table()).getByTestId(`attendee-${id}`);

describe('organisers attendee list', () => {
  it('lists invitations with their status and reads the filters from the address', async () => {
    renderAttendees(<OrganiserAttendees event={openEvent} />, {
      url: '/event-management/chamber-events/details/7/attendees?status=not_accepted&type=11&page=2&q=ana',
    });
    await screen.findByTestId('attendees-table');
    expect(calls.post).toHaveBeenCalledWith('api/Events/search-attendees-in-event', {
      fkEventId: 7,
      pageNum: 2,
      pageSize: 20,
      name: 'ana',
      isAccepted: false,
      isBlocked: false,
      fkAttendeeTypeId: 11,
    });
    expect(within(row(31)).getByTestId('attendee-status')).toHaveTextContent('Invited');
    expect(within(row(32)).getByTestId('attendee-status')).toHaveTextContent('Accepted');
    expect(within(row(33)).getByTestId('attendee-name')).toHaveTextContent('new@example.com');
    expect(screen.getByTestId('attendee-count')).toHaveTextContent('3 people');
  });

  it('blocks a user after asking and removes an invitation after asking', async () => {
    const { user } = renderAttendees(<OrganiserAttendees event={openEvent} />);
    await screen.findByTestId('attendees-table');
    await user.click(within(row(32)).getByRole('button', { name: 'Actions for Marko Marković' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block this attendee' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith('api/blockedUsersOnEvent', { fkEventId: 7, fkUserId: 6 }));
    expect(calls.toastSuccess).toHaveBeenCalledWith('Marko Marković is blocked on this event.');

    // No account yet: nothing to block, but the invitation can be removed.
    await user.click(within(row(33)).getByRole('button', { name: 'Actions for new@example.com' }));
    expect(screen.queryByRole('menuitem', { name: 'Block' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Remove invitation' }));
    const removeDialog = await screen.findByRole('dialog', { name: 'Remove the invitation' });
    await user.click(within(removeDialog).getByRole('button', { name: 'Remove invitation' }));
    await waitFor(() => expect(calls.delete).toHaveBeenCalledWith('api/Events/delete-event-invitation/33'));
  });

  it('reminds everyone not accepted after asking, and tells how many were sent', async () => {
    const { user } = renderAttendees(<OrganiserAttendees event={openEvent} />);
    await screen.findByTestId('attendees-table');
    await user.click(screen.getByTestId('remind-all'));
    const dialog = await screen.findByRole('dialog', { name: 'Send reminders' });
    await user.click(within(dialog).getByRole('button', { name: 'Send reminders' }));
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith('api/Events/send-reminder', { fkEventId: 7, invitationIds: null }));
    expect(calls.toastSuccess).toHaveBeenCalledWith('2 reminders sent.');
  });

  it('changes the attendee type in place', async () => {
    const { user } = renderAttendees(<OrganiserAttendees event={openEvent} />);
    await screen.findByTestId('attendees-table');
    const select = within(row(31))
      .getAllByLabelText('Attendee type of Ana Petrović')
      .find((el) => el.tagName === 'INPUT' && el.getAttribute('type') !== 'hidden');
    await user.click(select!);
    await user.click(await screen.findByRole('option', { name: 'Seller' }));
    await waitFor(() =>
      expect(calls.post).toHaveBeenCalledWith('api/Events/update-attendee-type', { pkEventInvitationId: 31, fkAttendeeTypeId: 12 }),
    );
  });

  it("downloads the event users spreadsheet under the spec's name, saying so while it is made and when it fails", async () => {
    const sheet = new Blob(['xlsx']);
    let deliver: (b: Blob) => void = () => undefined;
    calls.blob.mockReset().mockReturnValueOnce(
      new Promise<Blob>((resolve) => {
        deliver = resolve;
      }),
    );
    const { user } = renderAttendees(<OrganiserAttendees event={openEvent} />);
    const button = await screen.findByRole('button', { name: 'Download spreadsheet' });
    await user.click(button);
    expect(calls.blob).toHaveBeenCalledWith(`api/Reports/event-users/${openEvent.pkEventId}`);
    await waitFor(() => expect(button).toHaveTextContent('Preparing the spreadsheet…'));
    expect(button).toHaveAttribute('aria-busy', 'true');
    deliver(sheet);
    await waitFor(() => expect(calls.save).toHaveBeenCalledWith(sheet, 'Event users.xlsx'));
    expect(button).toHaveTextContent('Download spreadsheet');
    calls.blob.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    await user.click(button);
    await waitFor(() =>
      expect(calls.toastErrorText).toHaveBeenCalledWith('“Event users” could not be made. Please check your connection and try again.'),
    );
  });

  it('disables inviting when registration has ended, saying why', async () => {
    renderAttendees(<OrganiserAttendees event={{ ...openEvent, registrationEnded: true, isRegistrationEnded: true }} />);
    expect(screen.getByTestId('invite-attendees')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Registration has ended: nobody can be invited any more.')).toBeInTheDocument();
  });
});

describe('attendee directory', () => {
  it('shows the other attendees as cards, without e-mail addresses', async () => {
    calls.post.mockResolvedValue({ attendees: [{ ...accepted, email: null }], totalPages: 1, totalCount: 1 });
    renderAttendees(<AttendeeDirectory eventId={7} />);
    const card = await screen.findByTestId('directory-32');
    expect(card).toHaveTextContent('Marko Marković');
    expect(card).toHaveTextContent('Buyer');
    expect(within(card).getByRole('link', { name: 'Agro Vojvodina d.o.o.' })).toHaveAttribute('href', '/company/3/profile');
    expect(card).not.toHaveTextContent('@');
  });
});
