import type { EventDetails } from '@portal/contracts/events/events';
import type { EventBanner } from '@portal/contracts/programme/banners';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { BannersManager, EventBannersStrip } from './EventBanners.tsx';

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../api/client.ts', () => ({ api: { get: calls.get, post: calls.post, put: vi.fn(), delete: vi.fn() } }));
vi.mock('../../../api/toasts.tsx', () => ({ toastError: vi.fn(), toastInfo: vi.fn(), toastSuccess: vi.fn() }));

vi.setConfig({ testTimeout: 30_000 });

const event = { pkEventId: 9, canManage: true, canEdit: true, fkChamberId: 3, mainLanguage: 'sr' } as EventDetails;
// Read by an English reader: the title is not written in English, so it is the event's main (Serbian) one.
const banner: EventBanner = {
  pkEventBannerId: 4,
  fkEventId: 9,
  imageName: 'a1b2c3.png',
  link: 'https://forum.example.rs',
  title: 'Dobrodošli',
  sortOrder: 2,
  mainLanguage: 'sr',
  textLanguages: { title: 'sr' },
  editableTexts: { mainLanguage: 'sr', texts: { sr: { title: 'Dobrodošli' }, mk: { title: 'Добредојдовте' } } },
};

beforeEach(() => {
  calls.get.mockReset().mockResolvedValue([banner]);
  calls.post.mockReset().mockResolvedValue(banner);
});

describe('banners', () => {
  it('gives a banner shown in the main language its language, for its image and link', async () => {
    renderWithProviders(<EventBannersStrip event={event} />);
    const link = await screen.findByRole('link', { name: 'Dobrodošli' });
    expect(link).toHaveAttribute('lang', 'sr-Latn');
  });

  it("changes a banner's title in the event's main language and another side by side", async () => {
    renderWithProviders(<BannersManager event={event} />);
    const manager = await screen.findByTestId('banners-manager');
    expect(await within(manager).findByTestId('content-language-mark')).toBeInTheDocument();
    await userEvent.click(within(manager).getByRole('button', { name: 'Edit banner Dobrodošli' }));
    expect(within(manager).getByRole('textbox', { name: 'Title' })).toHaveValue('Dobrodošli');
    await userEvent.click(within(manager).getByRole('tab', { name: /English/ }));
    await userEvent.type(within(manager).getByRole('textbox', { name: 'Banner title – English' }), 'Welcome');
    await userEvent.click(within(manager).getByTestId('banner-save'));
    await waitFor(() =>
      expect(calls.post).toHaveBeenCalledWith(
        'api/EventBanners/create-or-update',
        {
          pkEventBannerId: 4,
          fkEventId: 9,
          imageName: 'a1b2c3.png',
          title: 'Dobrodošli',
          link: 'https://forum.example.rs',
          sortOrder: 2,
          translations: { eng: { title: 'Welcome' }, mk: { title: 'Добредојдовте' } },
        },
        { quiet: true },
      ),
    );
  });
});
