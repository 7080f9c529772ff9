import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Reading the PDFs a journey downloads, and telling whether a preview frame shows a document. */

/** The text of each page of a PDF. */
export async function pdfPageTexts(data: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.map((p) => p.replace(/\s+/g, ' '));
}

/** The text of a PDF, pages joined. */
export async function pdfText(data: Buffer): Promise<string> {
  return (await pdfPageTexts(data)).join(' ');
}

/** Shares of an element's on-screen pixels: near-white (a page), dark grey (a PDF viewer's backdrop and bars, text). */
export async function pixelShares(page: Page, testId: string) {
  const png = (await page.getByTestId(testId).screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const px = ctx.getImageData(0, 0, img.width, img.height).data;
    let white = 0;
    let dark = 0;
    for (let i = 0; i < px.length; i += 4) {
      const [r, g, b] = [px[i], px[i + 1], px[i + 2]];
      const light = (r + g + b) / 3;
      if (light > 245) white++;
      else if (light < 90 && Math.max(r, g, b) - Math.min(r, g, b) < 40) dark++;
    }
    const all = px.length / 4;
    return { white: white / all, dark: dark / all };
  }, png);
}
