/** Reads a PDF's text back (pdfjs), for the tests of the documents the server renders. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of each page, words separated by single spaces. */
export async function pdfText(pdf: Buffer): Promise<{ pages: string[]; size: { width: number; height: number } }> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  let size = { width: 0, height: 0 };
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    if (n === 1) {
      const [x0, y0, x1, y1] = page.view as [number, number, number, number];
      size = { width: x1 - x0, height: y1 - y0 };
    }
    const content = await page.getTextContent();
    const words = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pages.push(words.replace(/\s+/g, ' ').trim());
  }
  await doc.destroy();
  return { pages, size };
}

/** Every page's text as one string. */
export const all = (pages: string[]) => pages.join(' ');

/** Each piece (a string, or a pattern) is in the text: one failure names the missing pieces. */
export function missingFrom(text: string, pieces: Array<string | RegExp>): Array<string | RegExp> {
  return pieces.filter((p) => (typeof p === 'string' ? !text.includes(p) : !p.test(text)));
}
