import { RoleId } from '@portal/contracts/common/access';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { sessionStore } from '../../../session/session-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { counters, currentUser } from '../test-fixtures.ts';
import { CreateMessagePage } from './CreateMessagePage.tsx';
import { paste } from '../../../test/paste.ts';

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), delete: vi.fn() }));
vi.mock('../../../api/client.ts', () => ({ api: calls }));

const base = '/message-center/message-center-new';
const route = `${base}/conversations/create`;
const person = (id: number, firstName: string, lastName: string) => ({
  id,
  firstName,
  lastName,
  email: null,
  phone: null,
  phoneMiddlePart: null,
  directPhone: null,
  position: null,
  avatarName: null,
  fkRoleId: 3,
  fkCompanyId: 5,
  companyName: 'Dunav Foods',
  isActive: true,
  invitationPending: false,
});

let send: (path: string, body: unknown) => Promise<unknown>;
beforeEach(() => {
  sessionStore.set({ ready: true, token: 't', user: currentUser() });
  calls.get.mockReset().mockResolvedValue(counters);
  send = async () => ({ conversationIds: [51] });
  calls.post.mockReset().mockImplementation(async (path: string, body: unknown) =>
    path.startsWith('api/CompanyEmployee/')
      ? {
          users: [person(7, 'Milica', 'Petrović'), person(8, 'Nikola', 'Jovanović'), person(9, 'Ivan', 'Ilić')],
          totalCount: 3,
          totalPages: 1,
        }
      : send(path, body),
  );
});

describe('a new message', () => {
  it("picks receivers from the company's search, shows the server's field errors, then opens the conversation", async () => {
    send = async () => {
      throw new ApiError(400, 'validation_error', 'validation_error', undefined, { receiverIds: 'message_receiver_not_allowed' });
    };
    const { user } = renderWithProviders(<CreateMessagePage />, {
      url: `${route}?pageNum=1&pageSize=10&searchTerm=&startDate=null&endDate=null`,
      route,
      probe: true,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'New message' })).toBeInTheDocument();

    // Nothing filled in: every required field says so.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // findAll returns at the first match; every one has to be there.
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(3));

    const to = screen.getByTestId('message-receivers');
    await user.click(to);
    expect(calls.post).toHaveBeenCalledWith('api/CompanyEmployee/search-company-and-favourite-companies-users', {
      pageNum: 1,
      pageSize: 20,
    });
    // The signed-in user (id 8) is not offered.
    expect(screen.queryByRole('option', { name: /Nikola/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: /Milica Petrović/ }));
    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Apples');
    paste(await screen.findByRole('textbox', { name: /^Message/ }, { timeout: 10_000 }), 'Can you quote 20 t?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/You cannot write to one of these people/)).toBeInTheDocument();
    expect(calls.post).toHaveBeenCalledWith(
      'api/Messages',
      { receiverIds: [7], title: 'Apples', content: '<p>Can you quote 20 t?</p>' },
      { quiet: true },
    );

    send = async () => ({ conversationIds: [51] });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`${base}/conversations/51`));
  });

  it('preselects the receiver of the contacts page and searches the chamber for administrators', async () => {
    sessionStore.set({ user: currentUser({ id: 2, fkRoleId: RoleId.chamberAdmin }) });
    renderWithProviders(<CreateMessagePage />, { url: `${route}?receiverId=9`, route });
    expect(await screen.findByText('Ivan Ilić')).toBeInTheDocument();
    expect(calls.post).toHaveBeenCalledWith('api/CompanyEmployee/search-chamber-users', { pageNum: 1, pageSize: 20 });
  });

  it("writes to the chamber's administrators through contact us, naming no receivers", async () => {
    const { user } = renderWithProviders(<CreateMessagePage />, { url: `${route}?type=contact-us`, route, probe: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByTestId('message-recipient-note')).toHaveTextContent("To your chamber's administrators");
    expect(screen.queryByTestId('message-receivers')).not.toBeInTheDocument();
    send = async () => {
      throw new ApiError(400, 'validation_error', 'validation_error', undefined, { title: 'validation.max' });
    };
    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Help');
    paste(await screen.findByRole('textbox', { name: /^Message/ }, { timeout: 10_000 }), 'How do I join the fair?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(calls.post).toHaveBeenCalledWith(
      'api/Messages/contact-cif-admins',
      { title: 'Help', content: '<p>How do I join the fair?</p>' },
      { quiet: true },
    );
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it("writes to a company's administrators", async () => {
    const { user } = renderWithProviders(<CreateMessagePage />, {
      url: `${route}?type=company&companyId=12&companyName=Adriatic`,
      route,
      probe: true,
    });
    expect(await screen.findByTestId('message-recipient-note')).toHaveTextContent('To the administrators of Adriatic');
    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Offer');
    paste(await screen.findByRole('textbox', { name: /^Message/ }, { timeout: 10_000 }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(calls.post).toHaveBeenCalledWith(
        'api/Messages/contact-company/12',
        { title: 'Offer', content: '<p>Hello</p>' },
        { quiet: true },
      ),
    );
  });
});
