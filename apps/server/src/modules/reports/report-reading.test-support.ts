import ICAL from 'ical.js';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Reading reports back as a person's tools would: the text of each PDF page (pdf.js, the reader
 * in Firefox and many viewers) and the events of an iCalendar file (ical.js, with the file's own
 * VTIMEZONE registered, so times convert as a calendar program converts them).
 */

/** Each page's text, its items joined by spaces in reading order. */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .filter((s) => s.trim() !== '')
        .join(' '),
    );
  }
  await doc.destroy();
  return pages;
}

export interface CalendarEvent {
  uid: string;
  summary: string;
  start: Date;
  end: Date;
  startZone: string;
  location: string | null;
  description: string | null;
  stamp: string;
}

export function calendarEvents(ics: string): CalendarEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      startZone: event.startDate.zone?.tzid ?? '',
      location: event.location ?? null,
      description: event.description ?? null,
      stamp: String(vevent.getFirstPropertyValue('dtstamp')),
    };
  });
}
