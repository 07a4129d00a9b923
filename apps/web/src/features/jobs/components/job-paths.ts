/** In-app paths of the posting screens (menu paths of modules/jobs, standalone routes of the app). */
export const jobPaths = {
  mine: '/g05/g050103',
  add: '/g05/g050101/add',
  detail: (id: number, title: string) => `/g05/g050101/detail/${id}/${encodeURIComponent(title)}`,
  edit: (id: number) => `/g05/g050102/edit/${id}`,
  copy: (id: number) => `/g050102/add/${id}/copy`,
  review: '/g07/g070102',
  reviewPage: (id: number) => `/g070102/info?id=${id}`,
  view: (id: number, title: string) => `/g01/g010701/detail/${id}/${encodeURIComponent(title)}`,
  print: (id: number) => `/g010701/info?id=${id}`,
};
