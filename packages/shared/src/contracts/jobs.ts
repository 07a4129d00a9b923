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
