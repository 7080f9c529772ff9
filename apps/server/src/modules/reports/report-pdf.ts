import { createRequire } from 'node:module';
import path from 'node:path';
import pdfMake from 'pdfmake';
import sharp from 'sharp';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { displayDate } from './agenda-cells.ts';
import { euFlagSvg, portalLogoSvg } from './report-graphics.ts';

/**
 * The frame of every PDF report (spec-2 section 6): A4 portrait; a header with the product title,
 * the generation date and the logo; a footer with the logo, the portal's web address and the EU
 * flag. Text is set in Roboto, the TrueType font pdfmake ships in its npm package (it covers the
 * Latin letters of the region: č ć ž š đ), so nothing is fetched at run time.
 */

const PRODUCT_TITLE = 'MARKET ACCESS';
const BRAND = '#17488f';
const MUTED = '#5c636a';

const fontDir = path.dirname(createRequire(import.meta.url).resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));

let configured = false;
function printer() {
  if (!configured) {
    pdfMake.setFonts({
      Roboto: {
        normal: path.join(fontDir, 'Roboto-Regular.ttf'),
        bold: path.join(fontDir, 'Roboto-Medium.ttf'),
        italics: path.join(fontDir, 'Roboto-Italic.ttf'),
        bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
      },
    });
    // Reports embed only what the server hands them: no address is fetched, no other file read.
    pdfMake.setUrlAccessPolicy(() => false);
    pdfMake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontDir + path.sep));
    configured = true;
  }
  return pdfMake;
}

/**
 * The report pictures as PNG, drawn once from their SVG at four times their printed size: an image
 * is embedded once per document and drawn on every page by reference, where an SVG would be
 * parsed and drawn again on each page (half the time of a long agenda).
 */
let pictures: Promise<Record<'logo' | 'euFlag', string>> | null = null;
function reportPictures() {
  pictures ??= (async () => {
    const png = async (svg: string, width: number) =>
      `data:image/png;base64,${(await sharp(Buffer.from(svg), { density: 300 }).resize({ width }).png().toBuffer()).toString('base64')}`;
    return { logo: await png(portalLogoSvg, 104), euFlag: await png(euFlagSvg, 108) };
  })();
  return pictures;
}

export interface ReportFrame {
  /** The report's title in the document's properties. */
  title: string;
  /** The portal's address shown in the footer (PUBLIC_URL). */
  webAddress: string;
  generatedOn: string;
  pageLabel: (n: number, of: number) => string;
  now?: Date;
}

/** A4 portrait with the spec's header and footer around `content`. */
export async function reportDocument(frame: ReportFrame, content: Content[]): Promise<TDocumentDefinitions> {
  const today = displayDate(frame.now ?? new Date());
  return {
    images: await reportPictures(),
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [40, 70, 40, 60],
    info: { title: frame.title, author: PRODUCT_TITLE, creator: PRODUCT_TITLE },
    defaultStyle: { font: 'Roboto', fontSize: 9, color: '#1f2933' },
    header: {
      margin: [40, 22, 40, 0],
      columns: [
        { image: 'logo', width: 26, height: 26 },
        { text: PRODUCT_TITLE, bold: true, fontSize: 13, color: BRAND, margin: [8, 6, 0, 0], width: '*' },
        { text: `${frame.generatedOn}: ${today}`, alignment: 'right', color: MUTED, margin: [0, 8, 0, 0], width: 'auto' },
      ],
    },
    footer: (currentPage, pageCount) => ({
      margin: [40, 14, 40, 0],
      columns: [
        { image: 'logo', width: 18, height: 18 },
        { text: frame.webAddress, color: BRAND, margin: [6, 4, 0, 0], width: '*' },
        { text: frame.pageLabel(currentPage, pageCount), color: MUTED, alignment: 'center', margin: [0, 4, 0, 0], width: 'auto' },
        { text: '', width: '*' },
        { image: 'euFlag', width: 27, height: 18 },
      ],
    }),
    content,
  };
}

/** Lays out and writes the PDF. */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  return printer().createPdf(doc).getBuffer();
}
