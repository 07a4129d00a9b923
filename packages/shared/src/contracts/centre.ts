import { z } from 'zod';
import { FEEDBACK_KINDS, type TFeedbackStatus } from './resume';

/**
 * Feedback and complaints (g010801, staff g070105), recommendations (g010702 recommend) and the
 * person's workbench (g010105): what the API takes and answers.
 */

export const FEEDBACK_LIMITS = { title: 100, content: 2000, reply: 2000, attachments: 3 } as const;

/**
 * What a complaint may be about; a delivery must be the author's own. `program-notice` is an
 * objection to an entry of a talent program's public notice.
 */
export const FEEDBACK_TARGET_KINDS = ['job', 'org', 'delivery', 'program-notice'] as const;
export type TFeedbackTargetKind = (typeof FEEDBACK_TARGET_KINDS)[number];

/** The feedback form (plain text; the server checks the target and the attachments' owner). */
export const ZFeedbackForm = z
  .object({
    kind: z.enum(FEEDBACK_KINDS),
    targetKind: z.enum(FEEDBACK_TARGET_KINDS).nullable().default(null),
    targetId: z.number().int().positive().nullable().default(null),
    title: z
      .string()
      .trim()
      .min(1, 'feedback.titleRequired')
      .max(FEEDBACK_LIMITS.title, 'feedback.titleLength'),
    content: z
      .string()
      .trim()
      .min(1, 'feedback.contentRequired')
      .max(FEEDBACK_LIMITS.content, 'feedback.contentLength'),
    attachmentFileIds: z
      .array(z.string().uuid())
      .max(FEEDBACK_LIMITS.attachments, 'feedback.attachmentCount')
      .default([]),
  })
  .refine((f) => (f.targetKind === null) === (f.targetId === null), {
    message: 'feedback.targetIncomplete',
    path: ['targetId'],
  });
export type TFeedbackForm = z.input<typeof ZFeedbackForm>;

export type TFeedbackAttachment = { id: string; name: string; size: number };

/** One feedback item as its author and staff see it. */
export type TFeedbackView = {
  id: number;
  kind: (typeof FEEDBACK_KINDS)[number];
  targetKind: TFeedbackTargetKind | null;
  targetId: number | null;
  /** What the target is called (posting title, organisation name, delivery's posting). */
  targetLabel: string | null;
  title: string;
  content: string;
  attachments: TFeedbackAttachment[];
  status: TFeedbackStatus;
  reply: string | null;
  repliedAt: string | null;
  createdAt: string;
};

/** Staff see who wrote it and how to reach them. */
export type TFeedbackStaffView = TFeedbackView & {
  author: {
    id: number;
    username: string;
    name: string;
    userType: number;
    mobile: string | null;
    email: string | null;
  };
};

/** Why a posting and a resume were matched: a code the web words, and the value it names. */
export type TRecommendReason = {
  code:
    'category' | 'categoryGroup' | 'area' | 'city' | 'salary' | 'education' | 'jobType' | 'skills' | 'fresh';
  value: string;
};

/** A posting recommended to a person. */
export type TRecommendedJob = {
  jobId: number;
  title: string;
  orgName: string;
  area: string;
  category: string;
  salaryMin: number | null;
  salaryMax: number | null;
  education: string;
  jobType: string;
  refreshedAt: string;
  score: number;
  reasons: TRecommendReason[];
};

/** A public resume recommended to an organisation for one of its postings; never contact data. */
export type TRecommendedTalent = {
  resumeId: number;
  /** Surname + '*'. */
  maskedName: string;
  title: string;
  education: string;
  workYears: number | null;
  intentionCategories: string[];
  intentionAreas: string[];
  refreshedAt: string;
  score: number;
  reasons: TRecommendReason[];
};

/** GET /workbench/person. */
export type TPersonWorkbench = {
  profileComplete: boolean;
  defaultResume: { id: number; title: string; completeness: number } | null;
  resumeCount: number;
  deliveries: Record<string, number>;
  pendingInterviews: number;
  pendingInvitations: number;
  collections: number;
  jobAlerts: number;
  unreadMessages: number;
};

/** How a workbench figure is shown: a count, a duration, a size, or a value as is. */
export type TWorkbenchUnit = 'count' | 'ms' | 'bytes' | 'seconds' | 'text';

/**
 * One figure of a role's workbench. Labelled by the title of `screen` when it names one (a review
 * queue's list), else by the web's `workbenchUi.figure.<key>`. `link` opens the list it counts,
 * filtered as counted; only sent when the caller may open it.
 */
export type TWorkbenchFigure = {
  key: string;
  value: number | string | null;
  unit: TWorkbenchUnit;
  screen?: string;
  link?: string;
};

/** A card of figures under one heading (`workbenchUi.card.<key>`). */
export type TWorkbenchCard = { key: string; figures: TWorkbenchFigure[] };

/** GET /workbench/org, /workbench/review, /workbench/editor, /workbench/system. */
export type TWorkbenchCards = { cards: TWorkbenchCard[] };
