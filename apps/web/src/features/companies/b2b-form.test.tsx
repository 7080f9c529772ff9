import type { B2bInfoAnswer } from '@portal/contracts/companies/b2b-info';
import { profileYears } from '@portal/contracts/companies/year-values';
import { screen, within, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { b2bFormValues, buildB2bPayload, toB2bModel, videoEmbedUrl, videoProvider } from './profile/b2b-form.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { companyRoute } from './test-company.tsx';

const mutateAsync = vi.fn();
vi.mock('./api/company-queries.ts', () => ({ useSaveB2bInfo: () => ({ mutateAsync, isPending: false }) }));
vi.mock('../../lib/codes/code-queries.ts', () => ({
  CODE_TYPES: { prefix: 2, companyType: 3, module: 4, nace: 5, hs: 6, partnerType: 12 },
  useCountryChoices: () => ({ data: [] }),
  useCodeChoices: () => ({ data: [{ value: '31', label: 'Distributor' }] }),
  useClassificationLoaders: () => ({ loadChildren: async () => [] }),
}));
const toasts = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock('../../api/toasts.tsx', () => toasts);

const { B2bScreenForm } = await import('./profile/B2bScreenForm.tsx');

const [y0, y1, y2, y3] = profileYears();

function stored(): B2bInfoAnswer {
  return {
    fkCompanyId: 7,
    email: 'sales@dunav.rs',
    phone: '+381 21 555 000',
    phoneMiddlePart: null,
    fax: null,
    webLocation: 'www.dunav.rs',
    ceo: 'Petar Petrović',
    shortCompanyProfile: '<p>Fruit and vegetables</p>',
    mainBusinessActivity: null,
    annualTurnover: [{ year: y1, value: 1200000 }],
    isLocalMarket: true,
    others: null,
    linkOfProductCatalogue: null,
    linkOfPromoVideos: null,
    b2BInfoImportCountries: [4],
    b2BInfoImportProducts: [],
    b2BInfoImportServices: [],
    b2BInfoExportCountries: [5, 6],
    b2BInfoExportProducts: [101],
    b2BInfoExportServices: [],
    b2BInfoBusinessPartners: [31],
  };
}

describe('B2B save payload', () => {
  it("replaces only the screen's fields and keeps the rest of the stored object (without fkCompanyId)", () => {
    const body = buildB2bPayload(stored(), 'promo', {
      linkOfProductCatalogue: 'www.dunav.rs/catalogue',
      linkOfPromoVideos: '',
    });
    expect(body).not.toHaveProperty('fkCompanyId');
    expect(body.linkOfProductCatalogue).toBe('www.dunav.rs/catalogue');
    expect(body.linkOfPromoVideos).toBeNull();
    expect(body.email).toBe('sales@dunav.rs');
    expect(body.b2BInfoExportCountries).toEqual([5, 6]);
    expect(body.annualTurnover).toEqual([{ year: y1, value: 1200000 }]);
  });

  it('leaves empty years out of the annual turnover and empties text to null', () => {
    const values = b2bFormValues(stored(), 'company');
    expect((values.annualTurnover as { year: number }[]).map((r) => r.year)).toEqual([y0, y1, y2, y3]);
    const body = buildB2bPayload(stored(), 'company', {
      ...values,
      ceo: '  ',
      annualTurnover: [
        { year: y0, value: null },
        { year: y1, value: 1300000 },
        { year: y2, value: 0 },
        { year: y3, value: null },
      ],
    });
    expect(body.ceo).toBeNull();
    expect(body.annualTurnover).toEqual([
      { year: y1, value: 1300000 },
      { year: y2, value: 0 },
    ]);
    expect(body.b2BInfoBusinessPartners).toEqual([31]);
  });

  it('starts from an empty object for a company without B2B information', () => {
    const body = buildB2bPayload(undefined, 'cooperation', { b2BInfoBusinessPartners: [31, 32], others: '<p>Joint ventures</p>' });
    expect(body).toEqual({ ...toB2bModel(null), b2BInfoBusinessPartners: [31, 32], others: '<p>Joint ventures</p>' });
  });
});

describe('promo video preview', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['www.dunav.rs/video.mp4', null],
    ['', null],
  ])('%s -> %s', (link, embed) => {
    expect(videoEmbedUrl(link)).toBe(embed);
    expect(videoProvider(link)).toBe(embed ? (embed.includes('vimeo') ? 'vimeo' : 'youtube') : null);
  });
});

describe('B2bScreenForm', () => {
  beforeEach(() => {
    mutateAsync.mockReset();
    toasts.toastSuccess.mockReset();
  });

  it('PUTs the whole B2B object with the promo links changed and confirms', async () => {
    mutateAsync.mockResolvedValue({});
    const { user } = renderWithProviders(<B2bScreenForm companyId={7} screen="promo" stored={stored()} />, companyRoute);
    await user.type(screen.getByRole('textbox', { name: 'Product catalogue link' }), 'www.dunav.rs/catalogue.pdf');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    const body = mutateAsync.mock.calls[0][0];
    expect(body).toEqual({ ...toB2bModel(stored()), linkOfProductCatalogue: 'www.dunav.rs/catalogue.pdf' });
    expect(toasts.toastSuccess).toHaveBeenCalledWith('Your changes have been saved successfully.');
  });

  it("shows the server's field errors on the inputs", async () => {
    mutateAsync.mockRejectedValue(
      new ApiError(400, 'validation_error', 'validation_error', undefined, { linkOfProductCatalogue: 'validation.link' }),
    );
    const { user } = renderWithProviders(<B2bScreenForm companyId={7} screen="promo" stored={stored()} />, companyRoute);
    await user.type(screen.getByRole('textbox', { name: 'Product catalogue link' }), 'www.dunav.rs/catalogue');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Product catalogue link' })).toHaveAttribute('aria-invalid', 'true'));
    expect(toasts.toastSuccess).not.toHaveBeenCalled();
  });

  it('shows a video card for a YouTube link once typing pauses, and plays it only on request', async () => {
    const { user } = renderWithProviders(<B2bScreenForm companyId={7} screen="promo" stored={stored()} />, companyRoute);
    await user.type(screen.getByRole('textbox', { name: 'Promo video link' }), 'https://youtu.be/dQw4w9WgXcQ');
    const card = await screen.findByTestId('video-preview', {}, { timeout: 2000 });
    expect(card).toHaveTextContent('Promo video on YouTube');
    expect(within(card).getByRole('link', { name: 'Watch the promo video on YouTube' })).toHaveAttribute(
      'href',
      'https://youtu.be/dQw4w9WgXcQ',
    );
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Play here' }));
    const player = screen.getByTitle('Promo video on YouTube');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  });

  it('refuses an invalid link before sending', async () => {
    const { user } = renderWithProviders(<B2bScreenForm companyId={7} screen="promo" stored={stored()} />, companyRoute);
    await user.type(screen.getByRole('textbox', { name: 'Promo video link' }), 'not a link');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Promo video link' })).toHaveAttribute('aria-invalid', 'true'));
    expect(mutateAsync).not.toHaveBeenCalled();
  });
});
