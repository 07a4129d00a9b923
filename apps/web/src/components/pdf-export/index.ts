export { A4_PAGE_PT, CONTENT_WIDTH_PT, exportElementToPdf, pageSlices } from './export-pdf';
export type { PageSlice, PdfExportOptions } from './export-pdf';
