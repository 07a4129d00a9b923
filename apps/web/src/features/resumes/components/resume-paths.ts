import { screenPath } from '@rcwb/shared';
/** In-app paths of the resume screens (menu and standalone screens of the screen manifest). */
export const resumePaths = {
  mine: screenPath('g010501'),
  add: screenPath('g010401:add'),
  edit: (id: number, title: string) => screenPath('g010401:edit', { id, title }),
  /** The printable view (standalone); without an id, the caller's default resume. */
  view: (id: number, title: string) => screenPath('g070104:resume-view', { id, title }),
  viewDefault: screenPath('g070104:resume'),
  registry: screenPath('g070103'),
};
