import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { failure } from './errors';

/**
 * The Debian fonts-noto-cjk collection and the face used from it (pdfkit opens a .ttc by the
 * face's PostScript name). The font is embedded as a subset of the characters printed, so the
 * PDF reads the same in every viewer without any font installed there (ADR 0019).
 */
export const CJK_FONT_FILE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
export const CJK_FONT_FACE = 'NotoSansCJKsc-Regular';

/** Points per millimetre: page layouts are measured in millimetres, as printed forms are. */
export const MM = 72 / 25.4;

export type TA4Pdf = {
  doc: PDFKit.PDFDocument;
  /** The width between the margins, for text that wraps across the page. */
  width: number;
  /** The bytes, once `doc.end()` was called. */
  done: Promise<Buffer>;
};

/** Font files read once per process: the CJK font is large, and every document embeds from it. */
const fontBytes = new Map<string, Buffer>();
const fontOf = (file: string): Buffer => {
  let bytes = fontBytes.get(file);
  if (!bytes) {
    bytes = fs.readFileSync(file);
    fontBytes.set(file, bytes);
  }
  return bytes;
};

/**
 * An A4 document in memory with the CJK font selected. Refused with a clear server error (the
 * caller's message key) when the font file is missing, rather than a PDF of empty boxes.
 */
export function openA4Pdf(opts: {
  fontFile?: string;
  fontMissing: string;
  margins: { top: number; bottom: number; left: number; right: number };
  info: { Title: string; Author?: string };
}): TA4Pdf {
  const fontFile = opts.fontFile ?? CJK_FONT_FILE;
  if (!fs.existsSync(fontFile)) throw failure(opts.fontMissing);
  const doc = new PDFDocument({ size: 'A4', margins: opts.margins, info: opts.info });
  doc.registerFont('cjk', fontOf(fontFile), CJK_FONT_FACE);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('cjk');
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  return { doc, width, done };
}

/** A section's heading: larger, dark, with a little room above it. */
export function pdfHeading(pdf: TA4Pdf, text: string, size = 13) {
  pdf.doc.moveDown(0.8).fontSize(size).fillColor('#000').text(text, pdf.doc.page.margins.left);
  pdf.doc.moveDown(0.3);
}

/**
 * Label and value rows in two ruled columns, a quarter of the width for the label. A long value
 * wraps in its cell and the row grows with it; a row that would not fit starts a new page.
 */
export function pdfTable(pdf: TA4Pdf, rows: readonly (readonly [string, string])[], size = 10.5) {
  const { doc, width } = pdf;
  const left = doc.page.margins.left;
  const labelWidth = width / 4;
  const pad = 4;
  doc.fontSize(size).fillColor('#000');
  for (const [label, value] of rows) {
    const text = value || '—';
    const height =
      Math.max(
        doc.heightOfString(label, { width: labelWidth - 2 * pad }),
        doc.heightOfString(text, { width: width - labelWidth - 2 * pad }),
      ) +
      2 * pad;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    doc.rect(left, top, labelWidth, height).fillAndStroke('#f2f2f2', '#999');
    doc.rect(left + labelWidth, top, width - labelWidth, height).stroke('#999');
    doc.fillColor('#000').text(label, left + pad, top + pad, { width: labelWidth - 2 * pad });
    doc.text(text, left + labelWidth + pad, top + pad, { width: width - labelWidth - 2 * pad });
    doc.x = left;
    doc.y = top + height;
  }
  doc.moveDown(0.5);
}
