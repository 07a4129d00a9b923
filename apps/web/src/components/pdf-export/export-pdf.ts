import { feedback } from '@/lib/feedback/feedback';
import { i18n } from '@/lib/i18n';

/**
 * A4 in points (SPEC §9 "about 592 by 842"): the page is jsPDF's A4 (595.28 × 841.89 pt) and the
 * picture of the region is 592.28 pt wide, as in the classic export, centred with 1.5 pt margins.
 */
export const A4_PAGE_PT = { width: 595.28, height: 841.89 } as const;
export const CONTENT_WIDTH_PT = 592.28;
const MARGIN_X_PT = (A4_PAGE_PT.width - CONTENT_WIDTH_PT) / 2;

export type PdfExportOptions = {
  /** Rendering scale of the region (default 2: sharp text without huge files). */
  scale?: number;
  /** Page background behind transparent parts (default white). */
  background?: string;
};

/** One page's band of the rendered region, in canvas pixels. */
export type PageSlice = { y: number; height: number };

/**
 * Cuts a rendered region of `width × height` pixels into A4 page bands: the region is scaled to
 * the content width, so one page holds `841.89 / 592.28 × width` pixels of it.
 */
export function pageSlices(width: number, height: number): PageSlice[] {
  if (width <= 0 || height <= 0) return [];
  const pageHeight = Math.floor((A4_PAGE_PT.height / CONTENT_WIDTH_PT) * width);
  const slices: PageSlice[] = [];
  for (let y = 0; y < height; y += pageHeight) slices.push({ y, height: Math.min(pageHeight, height - y) });
  return slices;
}

const withExtension = (name: string) => (/\.pdf$/i.test(name) ? name : `${name || 'export'}.pdf`);

/** Copies one band of the big canvas onto its own canvas, so each page embeds only its part. */
function bandOf(source: HTMLCanvasElement, slice: PageSlice, background: string): HTMLCanvasElement {
  const band = source.ownerDocument.createElement('canvas');
  band.width = source.width;
  band.height = slice.height;
  const context = band.getContext('2d');
  if (!context) throw new Error('canvas 2d context unavailable');
  context.fillStyle = background;
  context.fillRect(0, 0, band.width, band.height);
  context.drawImage(source, 0, slice.y, source.width, slice.height, 0, 0, source.width, slice.height);
  return band;
}

/**
 * Saves a screen region as an A4 PDF (SPEC §9), on as many pages as its height needs. The
 * rendering libraries (html2canvas-pro, jsPDF) load on the first export only, so no screen pays
 * for them up front. Shows a loader meanwhile and 'pdf.failed' on error; resolves true when saved.
 */
export async function exportElementToPdf(
  element: HTMLElement,
  fileName: string,
  options: PdfExportOptions = {},
): Promise<boolean> {
  const background = options.background ?? '#ffffff';
  const close = feedback.loading(i18n.t('pdf.exporting'));
  try {
    const [{ default: html2canvas }, { jsPDF }] = await Promise.all([
      import('html2canvas-pro'),
      import('jspdf'),
    ]);
    const canvas = await html2canvas(element, {
      scale: options.scale ?? 2,
      // Pictures from other origins are fetched with CORS; a tainted canvas could not be exported.
      useCORS: true,
      backgroundColor: background,
      logging: false,
    });
    const slices = pageSlices(canvas.width, canvas.height);
    if (!slices.length) throw new Error('nothing to export');
    const pxPerPt = canvas.width / CONTENT_WIDTH_PT;
    const pdf = new jsPDF({ unit: 'pt', format: 'a4', orientation: 'portrait', compress: true });
    slices.forEach((slice, index) => {
      if (index > 0) pdf.addPage('a4', 'portrait');
      const band = bandOf(canvas, slice, background);
      pdf.addImage(
        band.toDataURL('image/jpeg', 0.92),
        'JPEG',
        MARGIN_X_PT,
        0,
        CONTENT_WIDTH_PT,
        slice.height / pxPerPt,
      );
    });
    pdf.save(withExtension(fileName));
    return true;
  } catch (error) {
    console.error('PDF export failed', error);
    feedback.error(i18n.t('pdf.failed'));
    return false;
  } finally {
    close();
  }
}
