/**
 * What a read of a person's data showed, as the personal-data read log records it (the values are
 * never logged, only their kinds); the audit screen filters by them.
 */
export const PERSONAL_DATA_KINDS = [
  'idNumber',
  'mobile',
  'email',
  'birthDate',
  'resume',
  'licence',
  'file',
] as const;
export type TPersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number];
