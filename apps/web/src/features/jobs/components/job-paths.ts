import { screenPath } from '@rcwb/shared';
/** In-app paths of the posting screens (menu and standalone screens of the screen manifest). */
export const jobPaths = {
  mine: screenPath('g050103'),
  add: screenPath('g050101:add'),
  detail: (id: number, title: string) => screenPath('g050101:detail', { id, title }),
  edit: (id: number) => screenPath('g050102:edit', { id }),
  copy: (id: number) => screenPath('g050102:copy', { id, type: 'copy' }),
  review: screenPath('g070102'),
  reviewPage: (id: number) => screenPath('g070102:info', undefined, { id }),
  view: (id: number, title: string) => screenPath('g010701:detail', { id, title }),
  print: (id: number) => screenPath('g010701:info', undefined, { id }),
};
