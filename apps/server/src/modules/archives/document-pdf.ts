import QRCode from 'qrcode';
import { CJK_FONT_FILE, MM, openA4Pdf } from '../../core/pdf';
import type { TDocumentRow } from './archives.presenter';
import { portalDay } from '../../core/time';

/** Where the QR code points: the public verification page with the document's code. */
export const verifyUrl = (publicUrl: string, code: string) =>
  `${publicUrl}/rcwb/verify?code=${encodeURIComponent(code)}`;

/** The QR code of a document as a PNG data URL (the printable page shows the same image). */
export const qrDataUrl = (url: string) =>
  QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 240 });

/**
 * The document as an A4 PDF: heading, serial number, body, the agency and date, the QR code and
 * the verification code. Refused with a clear server error when the font file is missing.
 */
export async function documentPdf(
  d: TDocumentRow,
  publicUrl: string,
  fontFile = CJK_FONT_FILE,
): Promise<Buffer> {
  const url = verifyUrl(publicUrl, d.verificationCode);
  const qr = await QRCode.toBuffer(url, { errorCorrectionLevel: 'M', margin: 1, width: 240, type: 'png' });
  const { doc, width, done } = openA4Pdf({
    fontFile,
    fontMissing: 'archives.document.fontMissing',
    margins: { top: 25 * MM, bottom: 25 * MM, left: 28 * MM, right: 28 * MM },
    info: { Title: `${d.content.title} ${d.serial}`, Author: d.content.agency },
  });
  doc.fontSize(10).fillColor('#444').text(`编号：${d.serial}`, { align: 'right' });
  doc
    .moveDown(2)
    .fontSize(22)
    .fillColor('#000')
    .text(d.content.title, { align: 'center', characterSpacing: 4 });
  doc.moveDown(1.5).fontSize(13);
  for (const line of d.content.body)
    doc.text(line, { width, lineGap: 8, indent: line.endsWith('：') ? 0 : 26 });
  doc.moveDown(3).text(d.content.agency, { align: 'right' });
  doc.moveDown(0.5).text(portalDay(d.issuedAt), { align: 'right' });
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
