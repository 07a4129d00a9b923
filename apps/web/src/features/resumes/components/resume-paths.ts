/** In-app paths of the resume screens (menu paths of modules/resumes, standalone routes of the app). */
export const resumePaths = {
  mine: '/g01/g010501',
  add: '/g01/g010401/add',
  edit: (id: number, title: string) => `/g01/g010401/edit/${id}/${encodeURIComponent(title)}`,
  /** The printable view (standalone); without an id, the caller's default resume. */
  view: (id: number, title: string) => `/g070104/resume/${id}/${encodeURIComponent(title)}`,
  viewDefault: '/g070104/resume',
  registry: '/g07/g070103',
};
