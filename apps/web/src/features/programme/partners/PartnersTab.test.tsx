import type { EventDetails } from '@portal/contracts/events/events';
import type { EventPartner } from '@portal/contracts/programme/partners';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { PartnersTab } from './PartnersTab.tsx';
import { paste } from '../../../test/paste.ts';

const calls = vi.hoisted(() => ({ post: vi.fn(), put: vi.fn() }));
vi.mock('../../../api/client.ts', () => ({ api: { get: vi.fn(), post: calls.post, put: calls.put, delete: vi.fn() } }));
vi.mock('../../../api/toasts.tsx', () => ({ toastError: vi.fn(), toastInfo: vi.fn(), toastSuccess: vi.fn() }));

vi.setConfig({ testTimeout: 30_000 });

const event = (canManage: boolean) => ({ pkEventId: 9, canManage, canEdit: canManage, fkChamberId: 3 }) as EventDetails;
const partner = (id: number, name: string, isOrganizer = false): EventPartner => ({
  pkEventPartnerId: id,
  logo: null,
  name,
  description: null,
  link: null,
  fkEventId: 9,
  fkChamberId: 3,
  isOrganizer,
  sortOrder: id,
  mainLanguage: 'eng',
  textLanguages: { description: 'eng' },
  editableTexts: null,
});

beforeEach(() => {
  calls.post
    .mockReset()
    .mockResolvedValue({ eventPartners: [partner(1, 'AgroBank'), partner(2, 'Export Cluster', true), partner(3, 'Cold Chain')] });
  calls.put.mockReset().mockResolvedValue({ success: true });
});

const names = () => screen.getAllByTestId('partner-name').map((n) => n.textContent);

describe('partners tab', () => {
  it('moves a partner up by keyboard, shows the new order at once and keeps the focus on the moved partner', async () => {
    renderWithProviders(<PartnersTab event={event(true)} />);
    await screen.findByText('Cold Chain');
    expect(screen.getByRole('button', { name: 'Move AgroBank up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Cold Chain down' })).toBeDisabled();
    let saved: (v: unknown) => void = () => {};
    calls.put.mockReturnValue(new Promise((resolve) => (saved = resolve)));
    screen.getByRole('button', { name: 'Move Cold Chain up' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(calls.put).toHaveBeenCalledWith('api/EventPartners/change-order-partners-in-event', { fkEventId: 9, orderList: [1, 3, 2] }),
    );
    // While the server saves it, the list shows the new order.
    expect(names()).toEqual(['AgroBank', 'Cold Chain', 'Export Cluster']);
    calls.post.mockResolvedValue({ eventPartners: [partner(1, 'AgroBank'), partner(3, 'Cold Chain'), partner(2, 'Export Cluster', true)] });
    saved({ success: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Cold Chain up' })).toHaveFocus());
    expect(names()).toEqual(['AgroBank', 'Cold Chain', 'Export Cluster']);
  });

  it('flags an organiser', async () => {
    renderWithProviders(<PartnersTab event={event(true)} />);
    await screen.findByText('AgroBank');
    await userEvent.click(screen.getByRole('switch', { name: 'Organiser: AgroBank' }));
    await waitFor(() =>
      expect(calls.put).toHaveBeenCalledWith('api/EventPartners/set-is-organizer-in-event', {
        fkEventId: 9,
        pkEventPartnerId: 1,
        isOrganizer: true,
      }),
    );
  });

  it("edits a partner of the organiser's chamber in its main language and another, and marks a description shown in the main one", async () => {
    const own: EventPartner = {
      ...partner(1, 'AgroBank'),
      description: '<p>Banka za poljoprivredu.</p>',
      mainLanguage: 'sr',
      textLanguages: { description: 'sr' },
      editableTexts: { mainLanguage: 'sr', texts: { sr: { description: '<p>Banka za poljoprivredu.</p>' } } },
    };
    calls.post.mockResolvedValue({ eventPartners: [own, partner(2, 'Export Cluster')] });
    calls.put.mockResolvedValue(own);
    renderWithProviders(<PartnersTab event={{ ...event(true), mainLanguage: 'eng' }} />);
    const described = await screen.findByTestId('partner-description');
    expect(described).toHaveAttribute('lang', 'sr-Latn');
    expect(within(described).getByTestId('content-language-mark')).toBeInTheDocument();
    // Another chamber's partner on the event is not this organiser's to change.
    expect(screen.queryByRole('button', { name: 'Edit partner Export Cluster' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit partner AgroBank' }));
    const form = await screen.findByTestId('partner-form');
    // Rich text editors: the main language's shows the stored description as text, not its markup.
    expect((await within(form).findAllByRole('textbox', { name: /Description/ }))[0]).toHaveTextContent(/^Banka za poljoprivredu\.$/);
    paste(await within(within(form).getByTestId('partner-description-eng')).findByRole('textbox'), 'A farming bank.');
    await userEvent.click(within(form).getByTestId('partner-save'));
    await waitFor(() =>
      expect(calls.put).toHaveBeenCalledWith(
        'api/EventPartners',
        expect.objectContaining({
          pkEventPartnerId: 1,
          fkEventId: 9,
          mainLanguage: 'sr',
          description: '<p>Banka za poljoprivredu.</p>',
          translations: { eng: { description: '<p>A farming bank.</p>' } },
        }),
        { quiet: true },
      ),
    );
  });

  it('shows attendees the list without the organisers buttons', async () => {
    renderWithProviders(<PartnersTab event={event(false)} />);
    await screen.findByText('AgroBank');
    expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('add-partner')).not.toBeInTheDocument();
    expect(screen.getByText('Organiser')).toBeInTheDocument();
  });
});
