import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../session/session-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { conversation, counters, currentUser, message, nikola } from '../test-fixtures.ts';
import { InboxPage, SpamPage } from './ConversationListPage.tsx';

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), delete: vi.fn() }));
vi.mock('../../../api/client.ts', () => ({ api: calls }));

const url = '/message-center/message-center-new/conversations?pageNum=1&pageSize=10&searchTerm=apples&startDate=null&endDate=null';

beforeEach(() => {
  sessionStore.set({ ready: true, token: 't', user: currentUser() });
  calls.get.mockReset().mockResolvedValue(counters);
  calls.post.mockReset().mockResolvedValue({
    conversations: [
      conversation(44, { unreadCount: 2 }),
      conversation(45, {
        title: 'Pallets',
        people: [nikola],
        lastMessage: message(450, { content: '<p>Sent the <em>invoice</em>.</p>', isMine: true, fkConversationId: 45 }),
      }),
    ],
    totalCount: 12,
    totalPages: 2,
  });
});

describe('the conversations list', () => {
  it('searches with the address, treating the header button’s null dates as none', async () => {
    renderWithProviders(<InboxPage />, { url, route: '/message-center/message-center-new/conversations' });
    const list = await screen.findByTestId('conversation-list');
    expect(calls.post).toHaveBeenCalledWith('api/Messages/get-last-conversations', { pageNum: 1, pageSize: 10, searchTerm: 'apples' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('apples');

    const unread = within(list).getByTestId('conversation-44');
    expect(unread).toHaveAttribute('data-unread');
    expect(unread).toHaveAttribute('href', '/message-center/message-center-new/conversations/44');
    expect(unread).toHaveAccessibleName(/^Milica Petrović Dunav Foods .*Apples for Podgorica 2 unread/);
    expect(unread).toHaveTextContent('Can you quote 20 t? By Friday');
    const mine = within(list).getByTestId('conversation-45');
    expect(mine).not.toHaveAttribute('data-unread');
    expect(mine).toHaveTextContent('You: Sent the invoice.');
    expect(screen.getByText('12 conversations')).toBeInTheDocument();
    // The folders (tabs on phones) with their unread counts.
    expect(screen.getByTestId('folder-badge-conversations')).toHaveTextContent('3');
    expect(screen.getByTestId('folder-badge-spam')).toHaveTextContent('1');
  });

  it('keeps the typed text and the page in the address', async () => {
    const { user } = renderWithProviders(<InboxPage />, {
      url: '/message-center/message-center-new/conversations',
      route: '/message-center/message-center-new/conversations',
      probe: true,
    });
    await screen.findByTestId('conversation-list');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'pallets');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('searchTerm=pallets'), { timeout: 3000 });
    await waitFor(() =>
      expect(calls.post).toHaveBeenLastCalledWith('api/Messages/get-last-conversations', {
        pageNum: 1,
        pageSize: 10,
        searchTerm: 'pallets',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByTestId('location')).toHaveTextContent('pageNum=2');
    await waitFor(() =>
      expect(calls.post).toHaveBeenLastCalledWith('api/Messages/get-last-conversations', {
        pageNum: 2,
        pageSize: 10,
        searchTerm: 'pallets',
      }),
    );
  });

  it('shows the spam folder’s own empty state and links threads under spam', async () => {
    calls.post.mockResolvedValueOnce({ conversations: [], totalCount: 0, totalPages: 0 });
    renderWithProviders(<SpamPage />, { url: '/message-center/message-center-new/spam', route: '/message-center/message-center-new/spam' });
    expect(await screen.findByTestId('messages-empty')).toHaveTextContent('No spam');
    expect(calls.post).toHaveBeenCalledWith('api/Messages/get-last-spam-conversations', { pageNum: 1, pageSize: 10 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Spam');
  });
});
