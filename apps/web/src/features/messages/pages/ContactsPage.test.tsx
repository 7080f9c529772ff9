import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../session/session-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { counters, currentUser, milica } from '../test-fixtures.ts';
import { ContactsPage } from './ContactsPage.tsx';

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), delete: vi.fn() }));
vi.mock('../../../api/client.ts', () => ({ api: calls }));

const route = '/message-center/contacts';
const contact = (id: number, isInSpam: boolean, firstName = 'Milica') => ({
  ...milica,
  id,
  pkUserId: id,
  firstName,
  isInSpam,
  lastMessageOn: '2026-03-02T09:15:00.000Z',
});

beforeEach(() => {
  sessionStore.set({ ready: true, token: 't', user: currentUser() });
  calls.get.mockReset().mockResolvedValue(counters);
  calls.delete.mockReset().mockResolvedValue({ success: true });
  calls.post.mockReset().mockImplementation(async (path: string, body: { spamUsers?: boolean | null }) => {
    if (path !== 'api/Messages/users-communicated-with') return { success: true };
    const all = [contact(7, false), contact(9, true, 'Ivan')];
    const users = body.spamUsers == null ? all : all.filter((u) => u.isInSpam === body.spamUsers);
    return { users, totalCount: users.length, totalPages: 1 };
  });
});

describe('the contacts', () => {
  it('lists everyone, then contacts or spam contacts as the dropdown says, 24 a page', async () => {
    const { user } = renderWithProviders(<ContactsPage />, { url: route, route, probe: true });
    const list = await screen.findByTestId('contact-list');
    expect(calls.post).toHaveBeenCalledWith('api/Messages/users-communicated-with', { pageNum: 1, pageSize: 24, spamUsers: null });
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Milica Petrović', 'Ivan Petrović']);
    expect(within(screen.getByTestId('contact-9')).getByText('Spam')).toBeInTheDocument();
    expect(screen.getByTestId('contact-7')).toHaveTextContent('Last message 02.03.2026.');
    expect(within(screen.getByTestId('contact-7')).getByRole('link', { name: 'Write to Milica Petrović' })).toHaveAttribute(
      'href',
      '/message-center/message-center-new/conversations/create?receiverId=7',
    );

    await user.click(screen.getByTestId('contacts-filter'));
    await user.click(await screen.findByRole('option', { name: 'Spam contacts' }));
    await waitFor(() =>
      expect(calls.post).toHaveBeenLastCalledWith('api/Messages/users-communicated-with', { pageNum: 1, pageSize: 24, spamUsers: true }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('filter=spam');
    await waitFor(() => expect(screen.queryByTestId('contact-7')).not.toBeInTheDocument());

    await user.click(screen.getByTestId('contacts-filter'));
    await user.click(await screen.findByRole('option', { name: 'Contacts' }));
    await waitFor(() =>
      expect(calls.post).toHaveBeenLastCalledWith('api/Messages/users-communicated-with', { pageNum: 1, pageSize: 24, spamUsers: false }),
    );
  });

  it('marks a contact as spam after asking, and takes another off the list at once', async () => {
    const { user } = renderWithProviders(<ContactsPage />, { url: route, route });
    await user.click(await screen.findByRole('button', { name: 'Mark as spam: Milica Petrović' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark as spam' }));
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith('api/SpamUsers/', { spamUserId: 7 }));
    await user.click(screen.getByRole('button', { name: 'Not spam: Ivan Petrović' }));
    await waitFor(() => expect(calls.delete).toHaveBeenCalledWith('api/SpamUsers/9'));
  });
});
