import type { CurrentUser } from '@portal/contracts/accounts/session';
import { ModuleId, RoleId } from '@portal/contracts/common/access';
import { NotificationType } from '@portal/contracts/notifications/notification-types';
import type { Notification, NotificationPage } from '@portal/contracts/notifications/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../session/session-store.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { NotificationBell } from './NotificationBell.tsx';

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), toastError: vi.fn() }));
vi.mock('../../api/client.ts', () => ({ api: { get: calls.get, post: calls.post, put: calls.put } }));
vi.mock('../../api/toasts.tsx', () => ({ toastError: calls.toastError }));

/** A stand-in WebSocket: tests play the server's side. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.();
  }
  serverSends(m: object) {
    this.onmessage?.({ data: JSON.stringify(m) });
  }
}

function user(patch: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 10,
    userName: 'u@example.com',
    firstName: 'U',
    lastName: 'Ser',
    email: 'u@example.com',
    role: { pkRoleId: RoleId.companyAdmin, name: 'Company administrator' },
    fkRoleId: RoleId.companyAdmin,
    fkCompanyId: 5,
    fkCompanyCountryId: 1,
    fkCountryId: 1,
    fkChamberId: null,
    userCompany: { pkCompanyId: 5, name: 'Co', logoName: null, isVerified: true, isDeleted: false },
    companyModules: [ModuleId.b2b, ModuleId.eventManagement],
    companyTypes: [],
    isMnc: false,
    hasPowerBi: false,
    notificationToken: '11111111-2222-4333-8444-555555555555',
    avatarName: null,
    passwordChangeNeeded: false,
    documentsToAccept: [],
    functionAliases: ['company_admin_function'],
    fkLanguageId: 1,
    phone: null,
    position: null,
    ...patch,
  };
}

const n = (id: number, type: number, content: string, patch: Partial<Notification> = {}): Notification => ({
  pkNotificationId: id,
  fkNotificationTypeId: type,
  content,
  isRead: false,
  link: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  ...patch,
});

const page = (rows: Notification[], o: Partial<NotificationPage> = {}): NotificationPage => ({
  notifications: rows,
  totalCount: rows.length,
  totalPages: 1,
  unreadCount: rows.filter((r) => !r.isRead).length,
  ...o,
});

const accepted = n(1, NotificationType.meetingAccepted, '9;5;77;Ana Petrović;2099-05-12;13:20', {
  link: 'https://meet.example.org/room-77',
});
const invited = n(2, NotificationType.userInvitedToEvent, '9;Food Forum');
const freeText = n(3, NotificationType.freeText, 'The portal is down for maintenance tonight.', { isRead: true });

let unread: NotificationPage;
let all: NotificationPage;

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  sessionStore.set({ ready: true, token: 't', user: user() });
  unread = page([accepted, invited], { unreadCount: 2 });
  all = page([accepted, invited, freeText], { unreadCount: 2 });
  calls.post.mockReset().mockImplementation(async (path: string, body: { pageNum: number; pageSize: number }) => {
    if (path.endsWith('unread-for-frontend')) return unread;
    if (body.pageSize === 1) return { ...all, notifications: all.notifications.slice(0, 1) };
    return all;
  });
  calls.put.mockReset().mockResolvedValue({ unreadCount: 1 });
  calls.get.mockReset();
  calls.toastError.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set({ token: null, user: null });
});

const renderBell = (url = '/dashboard') => renderWithProviders(<NotificationBell />, { url, probe: true });

describe('the notification bell and panel', () => {
  it('shows the unread count and, opened, the unread list with each type’s text, read dots and the join-meeting link', async () => {
    const { user: u } = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await u.click(bell);
    const panel = await screen.findByTestId('notification-panel');
    const rows = await within(panel).findAllByTestId('notification-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Ana Petrović accepted your meeting on 12.05.2099. at 13:20.Join meeting',
      'You are invited to the event Food Forum.',
    ]);
    expect(within(rows[0]).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    const join = within(rows[0]).getByRole('link', { name: 'Join meeting' });
    expect(join).toHaveAttribute('href', 'https://meet.example.org/room-77');
    expect(join).toHaveAttribute('target', '_blank');
    expect(within(panel).getByRole('button', { name: 'Clear all notifications' })).toBeInTheDocument();
    expect(calls.post).toHaveBeenCalledWith('api/Notifications/unread-for-frontend', { pageNum: 1, pageSize: 30 });
  });

  it('switches to All (page 1 again): free text as it is, no clear-all; empty texts for both modes', async () => {
    const { user: u } = renderBell();
    await u.click(await screen.findByRole('button', { name: /Notifications/ }));
    await u.click(await screen.findByRole('radio', { name: 'All' }));
    const panel = screen.getByTestId('notification-panel');
    expect(await within(panel).findByText('The portal is down for maintenance tonight.')).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Read' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Clear all notifications' })).toBeNull();
    expect(calls.post).toHaveBeenCalledWith('api/Notifications/get-all', { pageNum: 1, pageSize: 30 });

    unread = page([]);
    all = page([]);
    await u.click(within(panel).getByRole('radio', { name: 'Unread' }));
    expect(await within(panel).findByText('No unread notifications')).toBeInTheDocument();
    await u.click(within(panel).getByRole('radio', { name: 'All' }));
    expect(await within(panel).findByText('No notifications')).toBeInTheDocument();
  });

  it('loads the next 30 at the bottom of the list', async () => {
    const first = Array.from({ length: 30 }, (_, i) => n(100 + i, NotificationType.companyVerified, `Company ${i}`));
    unread = page(first, { totalCount: 31, totalPages: 2, unreadCount: 31 });
    const { user: u } = renderBell();
    await u.click(await screen.findByRole('button', { name: /Notifications/ }));
    // findAll returns at the first match; every one has to be there.
    await waitFor(() => expect(screen.getAllByTestId('notification-row')).toHaveLength(30));
    unread = page([n(200, NotificationType.companyVerified, 'Company last')], { totalCount: 31, totalPages: 2, unreadCount: 31 });
    await u.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Your company Company last has been verified.')).toBeInTheDocument();
    expect(calls.post).toHaveBeenCalledWith('api/Notifications/unread-for-frontend', { pageNum: 2, pageSize: 30 });
    expect(screen.getAllByTestId('notification-row')).toHaveLength(31);
  });

  it('a click reads the notification and opens its target; clear all reads every one', async () => {
    const { user: u } = renderBell();
    await u.click(await screen.findByRole('button', { name: /Notifications/ }));
    await u.click(await screen.findByText(/accepted your meeting/));
    expect(calls.put).toHaveBeenCalledWith('api/Notifications/mark-as-read/1');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/event-management/chamber-events/details/9/schedule/timeline/5'),
    );
    await waitFor(() => expect(screen.queryByTestId('notification-panel')).toBeNull());

    await u.click(screen.getByRole('button', { name: /Notifications/ }));
    calls.put.mockResolvedValue({ unreadCount: 0 });
    await u.click(await screen.findByRole('button', { name: 'Clear all notifications' }));
    expect(calls.put).toHaveBeenCalledWith('api/Notifications/mark-all-as-read');
    // Its button gone, the focus is in the panel, and Escape still closes it.
    await waitFor(() => expect(screen.getByTestId('notification-panel')).toHaveFocus());
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('notification-panel')).toBeNull());
  });

  it('type 10 without the event management module shows the error instead of opening the event', async () => {
    sessionStore.set({ user: user({ companyModules: [ModuleId.b2b] }) });
    const { user: u } = renderBell();
    await u.click(await screen.findByRole('button', { name: /Notifications/ }));
    await u.click(await screen.findByText('You are invited to the event Food Forum.'));
    await waitFor(() => expect(calls.toastError).toHaveBeenCalledWith('em_module_not_active'));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('closes on a click outside', async () => {
    const { user: u } = renderBell();
    await u.click(await screen.findByRole('button', { name: /Notifications/ }));
    await screen.findByTestId('notification-panel');
    await u.click(screen.getByTestId('location'));
    await waitFor(() => expect(screen.queryByTestId('notification-panel')).toBeNull());
  });

  it('closes on Escape with the focus still on the bell', async () => {
    const { user: u } = renderBell();
    await u.click(await screen.findByRole('button', { name: /Notifications/ }));
    await screen.findByTestId('notification-panel');
    expect(screen.getByRole('button', { name: /Notifications/ })).toHaveFocus();
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('notification-panel')).toBeNull());
  });

  it('live: sends the token as the first message (not in the URL), and a pushed id raises the badge and wobbles the bell', async () => {
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    const socket = FakeSocket.all[0];
    expect(socket.url).toBe(`ws://${window.location.host}/notifications`);
    act(() => socket.serverOpens());
    expect(JSON.parse(socket.sent[0])).toEqual({ type: 'auth', token: user().notificationToken });
    act(() => socket.serverSends({ type: 'Connected' }));

    all = page([n(4, NotificationType.favouriteCompany, 'Ana Petrović;Agro d.o.o.'), accepted, invited, freeText], { unreadCount: 3 });
    act(() => socket.serverSends({ type: 'notification', id: 4 }));
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-bell').querySelector('[data-wobble]')).not.toBeNull();
  });

  it('live: a pushed id that no open list shows is fetched by id and put on top', async () => {
    const { user: u } = renderBell();
    await u.click(await screen.findByRole('button', { name: /Notifications/ }));
    await screen.findAllByTestId('notification-row');
    const socket = FakeSocket.all[0];
    act(() => socket.serverOpens());
    act(() => socket.serverSends({ type: 'Connected' }));
    calls.get.mockResolvedValue(n(5, NotificationType.newEmployeeRegistered, 'Jovan Jovanović;Agro d.o.o.'));
    act(() => socket.serverSends({ type: 'notification', id: 5 }));
    await waitFor(() => expect(screen.getAllByTestId('notification-row')[0]).toHaveTextContent('Jovan Jovanović joined Agro d.o.o.'));
    expect(calls.get).toHaveBeenCalledWith('api/Notifications/get-by-id/5', { quiet: true });
  });
});
