import type { TServerRoute } from './menu-types';

const meta = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  icon: '',
  noCache: false,
  link: null,
  ...extra,
});

/** A getRouters answer as the server builds it (apps/server/src/modules/system/router-tree.ts). */
export const SERVER_MENU: TServerRoute[] = [
  {
    name: 'G01',
    path: '/g01',
    hidden: false,
    component: 'Layout',
    redirect: 'noRedirect',
    meta: meta('My services', { icon: 'user' }),
    children: [
      {
        name: 'G0107',
        path: 'g0107',
        hidden: false,
        component: 'ParentView',
        redirect: 'noRedirect',
        meta: meta('Job hunting'),
        children: [
          {
            name: 'G010702',
            path: 'g010702',
            hidden: false,
            component: 'g010702/recommend',
            meta: meta('Recommended'),
          },
          {
            name: 'G010701Detail',
            path: 'g010701/detail/:id/:title',
            hidden: true,
            component: 'g010701/detail',
            meta: meta('Job detail', { activeMenu: '/g01' }),
          },
        ],
      },
      {
        name: 'G010105',
        path: 'g010105',
        hidden: false,
        component: 'g010105/index',
        meta: meta('Workbench', { noCache: true, breadcrumb: false }),
      },
      {
        name: 'Docs',
        path: 'example/com/docs',
        hidden: false,
        component: 'InnerLink',
        meta: meta('Docs', { link: 'https://www.example.com/docs' }),
      },
      {
        name: 'GovCn',
        path: 'https://www.gov.cn',
        hidden: false,
        component: 'Layout',
        meta: meta('Gov portal', { link: 'https://www.gov.cn' }),
      },
    ],
  },
  {
    name: 'G30',
    path: '/g30',
    hidden: false,
    component: 'Layout',
    redirect: 'noRedirect',
    meta: meta('System', { icon: 'setting' }),
    children: [
      { name: 'G300101', path: 'g300101', hidden: false, component: 'g300101/index', meta: meta('Users') },
      { name: 'G300199', path: 'g300199', hidden: true, component: 'no-such/screen', meta: meta('Missing') },
    ],
  },
  {
    name: 'WorkbenchLayout',
    path: '/',
    hidden: false,
    component: 'Layout',
    children: [
      { name: 'Board', path: 'board', hidden: false, component: 'board/index', meta: meta('Board') },
    ],
  },
];
