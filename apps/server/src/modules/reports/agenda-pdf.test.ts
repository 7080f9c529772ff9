import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { LanguageId } from '@portal/contracts/codes/code-types';
import { agendaPdf } from './agenda-pdf.ts';
import { sampleAgenda, sampleEntry } from './agenda-sample.test-support.ts';
import { pdfPages } from './report-reading.test-support.ts';

const webAddress = 'https://portal.example.org';
const now = new Date('2026-04-01T10:00:00Z');
const images = (pdf: Buffer) => pdf.toString('latin1').split('/Subtype /Image').length - 1;
const attendee = { firstName: 'Marko', lastName: 'Petrović', company: 'Žitopek d.o.o.', avatar: null };

describe('agenda PDF (spec-2 section 6)', () => {
  it('lists the event agenda by day with every session and its interest count', async () => {
    const pdf = await agendaPdf({ agenda: sampleAgenda(), languageId: LanguageId.english, webAddress, now });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const [page, ...more] = await pdfPages(pdf);
    expect(more).toEqual([]);
    // Header and footer: product title, generation date, web address.
    expect(page).toContain('MARKET ACCESS');
    expect(page).toContain('Generated on: 01.04.2026');
    expect(page).toContain(webAddress);
    expect(page).toContain('Page 1 of 1');
    // The event: name, dates, venue.
    expect(page).toContain('Event agenda');
    expect(page).toContain('Western Balkans Food & Agri B2B Forum');
    expect(page).toContain('12.05.2026 – 13.05.2026');
    expect(page).toContain('Sava Centar, Beograd');
    // Days in order, then each session's row with the interest column.
    expect(page.indexOf('Tuesday, 12.05.2026')).toBeLessThan(page.indexOf('Wednesday, 13.05.2026'));
    expect(page).toContain('Interested');
    for (const text of [
      '09:00 – 10:30',
      'Plenary',
      'Velika sala',
      '42',
      'Žito i voće: izvoz u EU',
      'Ana Kovač',
      '17',
      'B2B meetings',
      '30',
      'Lunch',
      'Break',
    ]) {
      expect(page).toContain(text);
    }
    // The region's letters survive (the embedded font has them).
    expect(page).toContain('Jelena Đorđević, Milan Šćepanović');
    // A name over 56 characters is cut with an ellipsis.
    expect(page).toContain('Opening plenary: food and agriculture of the Western Bal…');
    expect(page).not.toContain('single market');
  });

  it('shows my agenda with the attendee and without interest counts, in Serbian', async () => {
    const pdf = await agendaPdf({ agenda: sampleAgenda(), attendee, languageId: LanguageId.serbian, webAddress, now });
    const [page] = await pdfPages(pdf);
    expect(page).toContain('Moja agenda');
    expect(page).toContain('Učesnik: Marko Petrović, Žitopek d.o.o.');
    expect(page).toContain('Utorak, 12.05.2026');
    expect(page).toContain('Sreda, 13.05.2026');
    expect(page).toContain('Mesto održavanja: Sava Centar, Beograd');
    expect(page).toContain('Generisano: 01.04.2026');
    expect(page).toContain('Strana 1 od 1');
    for (const header of ['Vreme', 'Sesija', 'Vrsta', 'Govornik', 'Sala']) expect(page).toContain(header);
    expect(page).not.toContain('Zainteresovani');
  });

  it("places the attendee's avatar beside the title", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#17488f' } })
      .png()
      .toBuffer();
    const avatarDataUrl = `data:image/png;base64,${png.toString('base64')}`;
    const withAvatar = await agendaPdf({
      agenda: sampleAgenda(),
      attendee: { ...attendee, avatarDataUrl },
      languageId: LanguageId.english,
      webAddress,
      now,
    });
    const without = await agendaPdf({ agenda: sampleAgenda(), attendee, languageId: LanguageId.english, webAddress, now });
    // The logo and the EU flag are images of every report; the avatar is one more.
    expect(images(withAvatar)).toBe(images(without) + 1);
    expect((await pdfPages(withAvatar))[0]).toContain('Attendee: Marko Petrović, Žitopek d.o.o.');
  });

  it('is A4 portrait and leaves the venue out when the event has none', async () => {
    const agenda = sampleAgenda();
    agenda.eventModel.venue = null;
    const pdf = await agendaPdf({ agenda, languageId: LanguageId.english, webAddress, now });
    const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
    const { width, height } = (await doc.getPage(1)).getViewport({ scale: 1 });
    await doc.destroy();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect((await pdfPages(pdf))[0]).not.toContain('Venue');
  });

  it('runs over pages with the day and column names repeated, and numbers the pages', async () => {
    const day = Array.from({ length: 60 }, (_, i) =>
      sampleEntry(
        100 + i,
        '2026-05-12',
        [`${String(8 + Math.floor(i / 6)).padStart(2, '0')}:${String((i % 6) * 10).padStart(2, '0')}`, '23:00'],
        {
          sessionName: `Roundtable ${i + 1}`,
          hall: `Room ${i}`,
        },
      ),
    );
    const pages = await pdfPages(
      await agendaPdf({ agenda: { ...sampleAgenda(), groupedSchedules: [day] }, languageId: LanguageId.english, webAddress, now }),
    );
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain('Tuesday, 12.05.2026');
      expect(page).toContain('Session');
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    for (let i = 1; i <= 60; i++) expect(pages.join(' ')).toContain(`Roundtable ${i} `);
  });
});
