import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { failure } from '../../core/errors';
import type { TDocumentRow } from './archives.presenter';
import { issuedOn } from './archives.presenter';

/**
 * The Debian fonts-noto-cjk collection and the face used from it (pdfkit opens a .ttc by the
 * face's PostScript name). The font is embedded as a subset of the characters printed, so the
 * PDF reads the same in every viewer without any font installed there.
 */
export const CJK_FONT_FILE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
export const CJK_FONT_FACE = 'NotoSansCJKsc-Regular';

/** Where the QR code points: the public verification page with the document's code. */
export const verifyUrl = (publicUrl: string, code: string) =>
  `${publicUrl}/rcwb/verify?code=${encodeURIComponent(code)}`;

/** The QR code of a document as a PNG data URL (the printable page shows the same image). */
export const qrDataUrl = (url: string) =>
  QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 240 });

const MM = 72 / 25.4;

/**
 * The document as an A4 PDF: heading, serial number, body, the agency and date, the QR code and
 * the verification code. Refused with a clear server error when the font file is missing.
 */
export async function documentPdf(
  d: TDocumentRow,
  publicUrl: string,
  fontFile = CJK_FONT_FILE,
): Promise<Buffer> {
  if (!fs.existsSync(fontFile)) throw failure('archives.document.fontMissing');
  const url = verifyUrl(publicUrl, d.verificationCode);
  const qr = await QRCode.toBuffer(url, { errorCorrectionLevel: 'M', margin: 1, width: 240, type: 'png' });
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 25 * MM, bottom: 25 * MM, left: 28 * MM, right: 28 * MM },
    info: { Title: `${d.content.title} ${d.serial}`, Author: d.content.agency },
  });
  doc.registerFont('cjk', fontFile, CJK_FONT_FACE);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.font('cjk').fontSize(10).fillColor('#444').text(`编号：${d.serial}`, { align: 'right' });
  doc
    .moveDown(2)
    .fontSize(22)
    .fillColor('#000')
    .text(d.content.title, { align: 'center', characterSpacing: 4 });
  doc.moveDown(1.5).fontSize(13);
  for (const line of d.content.body)
    doc.text(line, { width, lineGap: 8, indent: line.endsWith('：') ? 0 : 26 });
  doc.moveDown(3).text(d.content.agency, { align: 'right' });
  doc.moveDown(0.5).text(issuedOn(d.issuedAt), { align: 'right' });
  if (d.validUntil) doc.moveDown(0.5).fontSize(10).text(`有效期至：${d.validUntil}`, { align: 'right' });
  const qrSize = 32 * MM;
  const qrTop = doc.page.height - doc.page.margins.bottom - qrSize - 12;
  doc.image(qr, doc.page.margins.left, qrTop, { width: qrSize, height: qrSize });
  doc
    .fontSize(9)
    .fillColor('#444')
    .text(
      '扫描二维码或访问核验页面输入核验码，核验本文书的真伪与有效性。',
      doc.page.margins.left + qrSize + 10,
      qrTop + 20,
      {
        width: width - qrSize - 10,
      },
    )
    .moveDown(0.5)
    .text(`核验码：${d.verificationCode}`);
  doc.end();
  return done;
}
