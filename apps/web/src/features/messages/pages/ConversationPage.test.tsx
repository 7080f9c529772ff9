import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../session/session-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { counters, currentUser, message, thread } from '../test-fixtures.ts';
import { ConversationPage } from './ConversationPage.tsx';
import { paste } from '../../../test/paste.ts';

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), delete: vi.fn() }));
vi.mock('../../../api/client.ts', () => ({ api: calls }));

const base = '/message-center/message-center-new';

beforeEach(() => {
  sessionStore.set({ ready: true, token: 't', user: currentUser() });
  calls.get
    .mockReset()
    .mockImplementation(async (path: string) => (path.includes('mark-conversation-as-read') ? { success: true } : counters));
  calls.delete.mockReset().mockResolvedValue({ success: true });
  calls.post.mockReset().mockImplementation(async (path: string) => {
    if (path === 'api/Messages/get-conversation-messages' || path === 'api/Messages/get-deleted-conversation-messages') return thread();
    if (path === 'api/Messages') return { conversationIds: [44] };
    return { success: true };
  });
});

const renderThread = (folder = 'conversations') =>
  renderWithProviders(<ConversationPage />, { url: `${base}/${folder}/44`, route: `${base}/${folder}/:id`, probe: true });

describe('a conversation', () => {
  it('shows its messages oldest first, marks it read and sends a reply', async () => {
    const { user } = renderThread();
    await screen.findByRole('heading', { level: 1, name: 'Apples for Podgorica' });
    expect(calls.post).toHaveBeenCalledWith('api/Messages/get-conversation-messages', { conversationId: 44, pageNum: 1, pageSize: 50 });
    const messages = screen.getAllByRole('article');
    expect(messages.map((m) => m.getAttribute('aria-label'))).toEqual(['Milica Petrović', 'Nikola Jovanović']);
    expect(messages[0]).toHaveTextContent('New');
    expect(within(messages[0]).getByText('quote').tagName).toBe('STRONG');
    expect(messages[1]).toHaveTextContent('You');
    await waitFor(() => expect(calls.get).toHaveBeenCalledWith('api/Messages/mark-conversation-as-read/44'));

    // An empty reply is refused on the field.
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(calls.post).not.toHaveBeenCalledWith('api/Messages', expect.anything());

    paste(await screen.findByRole('textbox', { name: /Reply/ }, { timeout: 10_000 }), 'Yes, by Friday.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(calls.post).toHaveBeenCalledWith('api/Messages', { fkConversationId: 44, content: '<p>Yes, by Friday.</p>' }),
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Reply/ })).toHaveTextContent(''));
  });

  it('marks the other person as spam after asking, and offers to undo it', async () => {
    const { user } = renderThread();
    await user.click(await screen.findByRole('button', { name: 'Mark as spam' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Messages from Milica Petrović will go to your spam folder');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as spam' }));
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith('api/SpamUsers/', { spamUserId: 7 }));
    expect(await screen.findByRole('button', { name: 'Not spam' })).toBeInTheDocument();
    expect(screen.getByTestId('thread-spam-note')).toHaveTextContent('You marked Milica Petrović as spam');
    await user.click(screen.getByRole('button', { name: 'Not spam' }));
    await waitFor(() => expect(calls.delete).toHaveBeenCalledWith('api/SpamUsers/7'));
  });

  it('restores a deleted conversation and has no reply box there', async () => {
    calls.post.mockImplementation(async (path: string) =>
      path === 'api/Messages/get-deleted-conversation-messages' ? thread({ isDeleted: true }) : { success: true },
    );
    const { user } = renderThread('deleted');
    await screen.findByRole('heading', { name: 'Apples for Podgorica' });
    expect(calls.post).toHaveBeenCalledWith('api/Messages/get-deleted-conversation-messages', {
      conversationId: 44,
      pageNum: 1,
      pageSize: 50,
    });
    expect(screen.queryByTestId('reply-form')).not.toBeInTheDocument();
    expect(screen.getByTestId('thread-back')).toHaveAttribute('href', `${base}/deleted`);
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith('api/Messages/undelete-conversation-messages', { conversationId: 44 }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`${base}/conversations/44`));
  });

  it("answers a visitor's message by e-mail instead of a reply box", async () => {
    calls.post.mockImplementation(async () =>
      thread({
        canReply: false,
        people: [],
        messages: [
          message(1, {
            sender: { pkUserId: null, firstName: 'Ana', lastName: 'Guest', avatarName: null, company: null, isFormerUser: false },
            guestEmail: 'ana@example.com',
          }),
        ],
      }),
    );
    renderThread();
    const note = await screen.findByTestId('reply-by-mail');
    expect(within(note).getByRole('link', { name: 'ana@example.com' })).toHaveAttribute(
      'href',
      `mailto:ana@example.com?subject=${encodeURIComponent('Re: Apples for Podgorica')}`,
    );
    expect(screen.queryByTestId('reply-form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as spam' })).not.toBeInTheDocument();
  });

  it('shows the messages of a person who deleted their account as from "a former user"', async () => {
    const former = { pkUserId: 9, firstName: '', lastName: '', avatarName: null, company: null, isFormerUser: true };
    calls.post.mockImplementation(async () => thread({ people: [former], messages: [message(1, { sender: former })] }));
    renderThread();
    await screen.findByRole('heading', { level: 1, name: 'Apples for Podgorica' });
    expect(screen.getAllByRole('article').map((m) => m.getAttribute('aria-label'))).toEqual(['a former user']);
  });
});
