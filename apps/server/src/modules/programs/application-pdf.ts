import { CJK_FONT_FILE, MM, openA4Pdf, pdfHeading, pdfTable } from '../../core/pdf';

/** What the printed form says, every code already turned into its Chinese label. */
export type TApplicationSheet = {
  batch: string;
  category: string;
  process: string;
  status: string;
  submittedAt: string;
  /** Step 1: the applicant's information as label and value rows. */
  info: [string, string][];
  summaryLabel: string;
  summary: string;
  materials: { name: string; required: boolean; file: string | null }[];
  declared: boolean;
  /** The review so far as the applicant sees it: step, action, who and when, their opinion. */
  timeline: { title: string; by: string; opinion: string | null }[];
  printedOn: string;
};

/** The applicant's declaration, as the form's step 2 words it. */
export const DECLARATION = '本人（单位）承诺所填信息和所交材料真实、完整，如有不实，愿承担相应责任。';

/**
 * The application as an A4 form in Chinese: the batch and program, where the review stands, the
 * applicant's information, the materials with their file names, the declaration, the reviewers'
 * opinions and room for the signature.
 */
export async function applicationPdf(s: TApplicationSheet, fontFile = CJK_FONT_FILE): Promise<Buffer> {
  const pdf = openA4Pdf({
    fontFile,
    fontMissing: 'programs.application.fontMissing',
    margins: { top: 20 * MM, bottom: 20 * MM, left: 22 * MM, right: 22 * MM },
    info: { Title: `人才项目申报表 ${s.batch}` },
  });
  const { doc, width } = pdf;
  doc.fontSize(20).fillColor('#000').text('人才项目申报表', { align: 'center', characterSpacing: 4 });
  doc.moveDown(0.4).fontSize(11).text(`${s.batch} · ${s.category}`, { align: 'center' });
  const state = [s.process, s.status, s.submittedAt && `提交时间：${s.submittedAt}`].filter(Boolean);
  doc.moveDown(0.2).fontSize(9.5).fillColor('#444').text(state.join(' · '), { align: 'center' });

  pdfHeading(pdf, '一、申报人信息');
  pdfTable(pdf, s.info);
  pdfHeading(pdf, `二、${s.summaryLabel}`);
  doc.fontSize(10.5).text(s.summary || '—', { width, lineGap: 4 });

  pdfHeading(pdf, '三、申报材料');
  pdfTable(
    pdf,
    s.materials.map((m, i) => [`${i + 1}. ${m.name}（${m.required ? '必交' : '选交'}）`, m.file ?? '未上传']),
  );

  pdfHeading(pdf, '四、申报承诺');
  doc.fontSize(10.5).text(DECLARATION, { width, lineGap: 4 });
  doc.moveDown(0.3).text(s.declared ? '申报人已确认以上承诺。' : '申报人尚未确认以上承诺。');

  pdfHeading(pdf, '五、审核意见');
  if (!s.timeline.length) doc.fontSize(10.5).text('尚未提交审核。');
  for (const e of s.timeline) {
    doc.fontSize(10.5).fillColor('#000').text(e.title, { width, continued: true });
    doc.fillColor('#444').text(`  ${e.by}`);
    if (e.opinion) doc.fillColor('#000').text(`意见：${e.opinion}`, { width, indent: 14, lineGap: 2 });
    doc.moveDown(0.3);
  }

  doc.moveDown(2).fillColor('#000').fontSize(11).text('申报人签字（盖章）及日期：', { width });
  doc.moveDown(1).fontSize(9.5).fillColor('#444').text(`打印日期：${s.printedOn}`, { align: 'right' });
  doc.end();
  return pdf.done;
}
