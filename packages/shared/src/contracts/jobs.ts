/**
 * What an organisation fills in for a job posting (add, edit, copy), as the server stores it and
 * a pending change holds it (DOMAIN.md "job posting"). The server's input schema checks each
 * field; this is the shape both sides read.
 */
export type TJobFields = {
  title: string;
  category: string;
  industry: string;
  area: string;
  salaryMin: number | null;
  salaryMax: number | null;
  education: string;
  experience: string;
  jobType: string;
  headcount: number;
  welfare: string[];
  description: string;
  contactName: string | null;
  contactPhone: string | null;
};

/** The dictionaries whose codes the public job answers name (docs/adr/0027-job-answers-name-their-codes.md). */
export type TNamedDict = 'area' | 'job_category' | 'industry';

/**
 * `names` of the public job answers: per dictionary, each code of the answer and its ancestors
 * with its label in the caller's language and the code it lies under (a district's city).
 */
export type TCodeNames = Partial<
  Record<TNamedDict, Record<string, { label: string; parent: string | null }>>
>;
