import fs from 'node:fs';
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

const requireHere = createRequire(import.meta.url);
const fontDir = path.dirname(requireHere.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));
/** The font files of the four faces, by the name each is registered under in pdfmake's virtual file system. */
const FONT_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

/** pdfmake on Node.js keeps a virtual file system its types leave out. */
interface PdfmakeOnNode {
  virtualfs: { writeFileSync(name: string, content: Uint8Array): void };
}

/** What report-pdf uses of fontkit: parsing a font file, and adding a format that fontkit.create tries after its own. */
interface Fontkit {
  create(buffer: Uint8Array): object;
  registerFormat(format: unknown): void;
}

/** The first bytes of a stand-in for a parsed font: no font format begins so, so only the format below takes it. */
const PARSED_FONT_MAGIC = 'MA-PARSED-FONT:';

/**
 * The parsed fonts, kept for the life of the process. pdfkit (under pdfmake) hands each new
 * document's font file to fontkit.create, which parses it afresh, and the first text laid out
 * then decodes its glyph positioning tables again: most of a profile PDF's time (bench:
 * company-report). So pdfmake's virtual file system holds, for each face, a small stand-in buffer
 * instead of the file; fontkit.create tries every format it knows on it, and the format
 * registered here (fontkit's own extension point) answers the face parsed once. Every document
 * still wraps it in its own embedded font with its own subset, and sees the face through its own
 * glyph cache (below). Safe to share: fontkit reads and lays out synchronously.
 */
const parsedFaces = new Map<string, { file: Uint8Array; parsed: object | null }>();
let reuseFonts = true;

function registerParsedFonts(): Fontkit {
  // The fontkit pdfkit itself loads (resolved from pdfmake's pdfkit), not another copy of it.
  const pdfkitPath = createRequire(requireHere.resolve('pdfmake')).resolve('pdfkit');
  const fontkit = createRequire(pdfkitPath)('fontkit') as Fontkit;
  const keyOf = (buffer: Uint8Array) => Buffer.from(buffer.subarray(0, 64)).toString('latin1');
  const parsedFace = (stream: { buffer: Uint8Array }): object => {
    const face = parsedFaces.get(keyOf(stream.buffer));
    if (!face) throw new Error('Not a parsed report font');
    if (!reuseFonts) return fontkit.create(face.file);
    face.parsed ??= fontkit.create(face.file);
    // Each document gets its own glyph cache over the shared tables. fontkit keeps a glyph with
    // the characters it was first made for, and a document's subset makes the parts of a marked
    // letter (the z of ž) with none: shared, every later document's text layer lost its z.
    return Object.assign(Object.create(face.parsed), { _glyphs: {} });
  };
  // fontkit asks a format `probe(buffer)` and then calls it with `new`; a function called with
  // `new` that returns an object answers that object: here the face parsed once.
  function ParsedFont(stream: { buffer: Uint8Array }) {
    return parsedFace(stream);
  }
  ParsedFont.probe = (buffer: Uint8Array) => parsedFaces.has(keyOf(buffer));
  fontkit.registerFormat(ParsedFont);
  return fontkit;
}

/** Turns the reuse of parsed fonts off (the bench measures what it saves in the same process); on by default. */
export function setFontReuse(on: boolean) {
  reuseFonts = on;
}

let configured = false;
function printer() {
  if (!configured) {
    registerParsedFonts();
    for (const file of Object.values(FONT_FILES)) {
      const key = `${PARSED_FONT_MAGIC}${file}`;
      parsedFaces.set(key, { file: fs.readFileSync(path.join(fontDir, file)), parsed: null });
      (pdfMake as unknown as PdfmakeOnNode).virtualfs.writeFileSync(file, Buffer.from(key, 'latin1'));
    }
    pdfMake.setFonts({ Roboto: { ...FONT_FILES } });
    // Reports embed only what the server hands them: no address is fetched, no file read (the fonts are in memory).
    pdfMake.setUrlAccessPolicy(() => false);
    pdfMake.setLocalAccessPolicy(() => false);
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
