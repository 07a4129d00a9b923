import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedback } from '@/lib/feedback/feedback';
import { i18n } from '@/lib/i18n';
import { A4_PAGE_PT, CONTENT_WIDTH_PT, exportElementToPdf, pageSlices } from './export-pdf';

const pdf = vi.hoisted(() => ({
  options: [] as unknown[],
  addImage: vi.fn(),
  addPage: vi.fn(),
  save: vi.fn(),
}));
const rendered = vi.hoisted(() => ({ width: 0, height: 0, fail: false }));

vi.mock('jspdf', () => ({
  jsPDF: class {
    constructor(options: unknown) {
      pdf.options.push(options);
    }
    addImage = pdf.addImage;
    addPage = pdf.addPage;
    save = pdf.save;
  },
}));
vi.mock('html2canvas-pro', () => ({
  default: vi.fn(async () => {
    if (rendered.fail) throw new Error('render failed');
    const canvas = document.createElement('canvas');
    canvas.width = rendered.width;
    canvas.height = rendered.height;
    return canvas;
  }),
}));
vi.mock('@/lib/feedback/feedback', () => ({
  feedback: { error: vi.fn(), warning: vi.fn(), loading: vi.fn(() => vi.fn()), confirm: vi.fn() },
}));

const drawn: unknown[][] = [];

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  vi.clearAllMocks();
  pdf.options = [];
  drawn.length = 0;
  rendered.fail = false;
  // jsdom has no canvas drawing; record what would be drawn instead.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({
        fillRect: vi.fn(),
        drawImage: (...args: unknown[]) => drawn.push(args),
        fillStyle: '',
      }) as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/jpeg;base64,AA');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('pageSlices', () => {
  it('fits one page when the region is no taller than A4 at its width', () => {
    expect(pageSlices(592, 800)).toEqual([{ y: 0, height: 800 }]);
  });

  it('cuts taller regions into A4 bands', () => {
    const page = Math.floor((841.89 / 592.28) * 1000);
    expect(pageSlices(1000, page * 2 + 10)).toEqual([
      { y: 0, height: page },
      { y: page, height: page },
      { y: 2 * page, height: 10 },
    ]);
  });

  it('gives nothing for an empty region', () => {
    expect(pageSlices(0, 100)).toEqual([]);
  });
});

describe('exportElementToPdf', () => {
  it('writes an A4 portrait PDF in points, one page for a short region', async () => {
    rendered.width = 1184;
    rendered.height = 600;
    await expect(exportElementToPdf(document.createElement('div'), 'report')).resolves.toBe(true);

    expect(pdf.options).toEqual([{ unit: 'pt', format: 'a4', orientation: 'portrait', compress: true }]);
    expect(pdf.addPage).not.toHaveBeenCalled();
    const [data, type, x, y, width, height] = pdf.addImage.mock.calls[0]!;
    expect([data, type, y]).toEqual(['data:image/jpeg;base64,AA', 'JPEG', 0]);
    expect(x).toBeCloseTo((A4_PAGE_PT.width - CONTENT_WIDTH_PT) / 2);
    expect(width).toBe(CONTENT_WIDTH_PT);
    expect(height).toBeCloseTo((600 * CONTENT_WIDTH_PT) / 1184);
    expect(pdf.save).toHaveBeenCalledWith('report.pdf');
    expect(feedback.loading).toHaveBeenCalledWith('Exporting the PDF, please wait');
  });

  it('adds pages for a taller region, each with its own band', async () => {
    rendered.width = 1000;
    const page = Math.floor((841.89 / 592.28) * 1000);
    rendered.height = page * 2 + 100;
    await exportElementToPdf(document.createElement('div'), 'long.PDF');

    expect(pdf.addPage).toHaveBeenCalledTimes(2);
    expect(pdf.addImage).toHaveBeenCalledTimes(3);
    // Full pages fill the page height; the last one only its part.
    expect(pdf.addImage.mock.calls[0]![5]).toBeCloseTo(A4_PAGE_PT.height, 0);
    expect(pdf.addImage.mock.calls[2]![5]).toBeCloseTo((100 * CONTENT_WIDTH_PT) / 1000);
    expect(drawn.map((args) => [args[2], args[4]])).toEqual([
      [0, page],
      [page, page],
      [2 * page, 100],
    ]);
    expect(pdf.save).toHaveBeenCalledWith('long.PDF');
  });

  it('reports a failure and closes the loader', async () => {
    rendered.fail = true;
    await expect(exportElementToPdf(document.createElement('div'), 'x')).resolves.toBe(false);
    expect(feedback.error).toHaveBeenCalledWith('The PDF could not be created, please retry');
    const close = vi.mocked(feedback.loading).mock.results[0]!.value as ReturnType<typeof vi.fn>;
    expect(close).toHaveBeenCalled();
    expect(pdf.save).not.toHaveBeenCalled();
  });
});
