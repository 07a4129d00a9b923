/**
 * Form values valid against the seeded dictionaries, shared by the API tests and the benches.
 * The benches import this file by its path, so it imports nothing.
 */

/** A posting's fields besides its title, welfare and description. */
export const postingFields = {
  category: '0201',
  industry: '64',
  area: '350102',
  salaryMin: 8000,
  salaryMax: 15000,
  education: '4',
  experience: '3',
  jobType: '1',
  headcount: 2,
  contactName: '张先生',
  contactPhone: '0591-88888888',
};

/** A job seeker's registration fields besides who they are (username, name, ID number, email). */
export const seekerFields = {
  education: '4',
  workYears: 3,
  region: '350102',
  address: '福州市鼓楼区五四路 1 号',
  politicalStatus: '13',
  acceptTerms: true,
  acceptIdNumber: true,
};
