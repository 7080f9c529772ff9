import { describe, expect, it } from 'vitest';
import { renderPdf, reportDocument } from './report-pdf.ts';
import { pdfPages } from './report-reading.test-support.ts';

const frame = {
  title: 'Report',
  webAddress: 'http://portal.test',
  generatedOn: 'Generated on',
  pageLabel: (n: number, of: number) => `${n}/${of}`,
};
const textOf = async (text: string) => (await pdfPages(await renderPdf(await reportDocument(frame, [{ text }]))))[0];

describe('report PDFs', () => {
  // The server keeps one parsed font for all its documents (report-pdf.ts). Letters with marks are
  // drawn from the plain letter and the mark, and a document's font subset takes those parts in
  // without any text: a later document must still read back as the letters it shows.
  it('read back as their text after other documents, whatever letters those used', async () => {
    // Only the marked letters, so their plain letters are first met as parts.
    await textOf('Ž ž Č č Ć ć Š š');
    const text = await textOf('Izvoz u EU: cene, zemlje, Scepanovic');
    expect(text).toContain('Izvoz u EU: cene, zemlje, Scepanovic');
  });
});
