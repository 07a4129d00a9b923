import { RESUME_VISIBILITIES, ZResumeContent } from '@rcwb/shared';
import { z } from 'zod';
import { ZPaging, blankToUndefined, optionalText } from '../../core/paging';

/** At most this many resumes per person. */
export const MAX_RESUMES = 5;

/** Trimmed text counted in characters (not UTF-16 units), so a Chinese title gets its full length. */
const ZTitle = z
  .string()
  .max(200, 'resumes.titleLength')
  .transform((v) => v.normalize('NFC').trim())
  .refine((v) => [...v].length >= 1 && [...v].length <= 50, { message: 'resumes.titleLength' });

const ZFileId = z.preprocess(blankToUndefined, z.string().uuid('resumes.fileInvalid').nullish());

/** What the editor sends on add and edit: the whole resume. */
export const ZResumeInput = z.object({
  title: ZTitle,
  content: ZResumeContent,
  photoFileId: ZFileId.transform((v) => v ?? null),
  attachmentFileId: ZFileId.transform((v) => v ?? null),
});
export type TResumeInput = z.infer<typeof ZResumeInput>;

/** Public needs the person's explicit consent to the note shown with the switch. */
export const ZVisibility = z.object({
  visibility: z.enum(RESUME_VISIBILITIES),
  consent: z.boolean().optional(),
});

/** Staff registry filters. */
export const ZStaffResumeList = z.object({
  ...ZPaging,
  /** Title, owner name or username. */
  keyword: optionalText(50),
  visibility: z.preprocess(blankToUndefined, z.enum(RESUME_VISIBILITIES).optional()),
  hidden: z.preprocess(blankToUndefined, z.enum(['0', '1']).optional()),
});
export type TStaffResumeList = z.infer<typeof ZStaffResumeList>;

/** A reason is required to hide; typed freely or picked from the reason list. */
export const ZHideReason = z.object({
  reason: z
    .string()
    .max(800, 'resumes.reasonRequired')
    .transform((v) => v.normalize('NFC').trim())
    .refine((v) => [...v].length >= 1 && [...v].length <= 200, { message: 'resumes.reasonRequired' }),
});
