import { beforeEach, describe, expect, it } from 'vitest';
import type { RouteMeta } from '@/app/route-meta';
import { useSession } from './session-store';
import {
  HOME_TAG,
  TAGS_STORAGE_KEY,
  type TagView,
  closeRules,
  menuFor,
  tagKeyOf,
  titleOf,
  useTags,
} from './tags-store';

const tag = (path: string, meta: RouteMeta = { title: path }, search = ''): TagView => ({
  key: tagKeyOf(path),
  path,
  fullPath: path + search,
  name: path,
  title: meta.title ?? '',
  query: Object.fromEntries(new URLSearchParams(search)),
  meta,
});

const keys = (tags: readonly TagView[]) => tags.map((t) => t.key);
const store = () => useTags.getState();
const visit = (...paths: string[]) => paths.forEach((p) => store().addTag(tag(p)));

beforeEach(() => {
  sessionStorage.clear();
  store().reset('admin');
});

describe('tags store: adding', () => {
  it('starts with the affixed home tab', () => {
    expect(store().tags).toEqual([HOME_TAG]);
  });

  it('appends visited pages in order and never duplicates one', () => {
    visit('/a', '/b', '/a');
    expect(keys(store().tags)).toEqual(['/index', '/a', '/b']);
  });

  it('keys by the resolved path: two detail pages of different ids are two tabs', () => {
    const detail: RouteMeta = { titleParam: 'title' };
    store().addTag({ ...tag('/g070105/detail/1/Alpha', detail), title: 'Alpha' });
    store().addTag({ ...tag('/g070105/detail/2/Beta', detail), title: 'Beta' });
    expect(keys(store().tags)).toEqual(['/index', '/g070105/detail/1/Alpha', '/g070105/detail/2/Beta']);
    expect(store().tags.map((t) => t.title)).toEqual(['', 'Alpha', 'Beta']);
  });

  it('a new query updates the tab instead of opening another (list filters live in the URL)', () => {
    store().addTag(tag('/g300101/index'));
    store().addTag(tag('/g300101/index', { title: '/g300101/index' }, '?page=2'));
    expect(keys(store().tags)).toEqual(['/index', '/g300101/index']);
    expect(store().tags[1]).toMatchObject({ fullPath: '/g300101/index?page=2', query: { page: '2' } });
  });

  it('puts affix tabs ahead of visited ones and keeps home first', () => {
    visit('/a');
    store().addTag(tag('/pinned', { title: 'Pinned', affix: true }));
    store().addAffixTags([tag('/pinned2', { title: 'P2', affix: true }), tag('/pinned', { affix: true })]);
    expect(keys(store().tags)).toEqual(['/index', '/pinned', '/pinned2', '/a']);
  });

  it('a revisit of home keeps it affixed even if the route forgot the flag', () => {
    store().addTag(tag('/index', { titleKey: 'menu.home' }));
    expect(store().tags).toHaveLength(1);
    expect(store().tags[0]!.meta).toEqual({ titleKey: 'menu.home', affix: true });
  });
});

describe('tags store: titles', () => {
  it('takes the title parameter of detail routes, else meta.title', () => {
    expect(titleOf({ title: 'Users', titleParam: 'title' }, { id: '3', title: 'Zhang San' })).toBe(
      'Zhang San',
    );
    expect(titleOf({ title: 'Users', titleParam: 'title' }, { id: '3' })).toBe('Users');
    expect(titleOf({ title: 'Users' }, { title: 'ignored' })).toBe('Users');
    expect(titleOf({ titleKey: 'x' }, {})).toBe('');
  });
});

describe('tags store: closing', () => {
  beforeEach(() => visit('/a', '/b', '/c', '/d'));

  it('close one: another tab stays put; the current one goes to the last remaining tab', () => {
    expect(store().closeTag('/b', '/d')).toBeUndefined();
    expect(keys(store().tags)).toEqual(['/index', '/a', '/c', '/d']);
    expect(store().closeTag('/d', '/d')).toBe('/c');
    expect(keys(store().tags)).toEqual(['/index', '/a', '/c']);
  });

  it('closing the last visited current tab goes home; home itself never closes', () => {
    store().closeAll('/index');
    visit('/a');
    expect(store().closeTag('/a', '/a')).toBe('/index');
    expect(store().closeTag('/index', '/index')).toBeUndefined();
    expect(keys(store().tags)).toEqual(['/index']);
  });

  it('goes to the last remaining tab with its query', () => {
    store().addTag(tag('/c', { title: 'c' }, '?page=3'));
    expect(store().closeTag('/d', '/d')).toBe('/c?page=3');
  });

  it('close others keeps affix tabs and the chosen one, navigating to it first', () => {
    store().addAffixTags([tag('/pinned', { affix: true })]);
    expect(store().closeOthers('/b', '/d')).toBe('/b');
    expect(keys(store().tags)).toEqual(['/index', '/pinned', '/b']);
    expect(store().closeOthers('/b', '/b')).toBeUndefined();
  });

  it('close left keeps affix tabs; the current one on the left sends you to the last tab', () => {
    expect(store().closeLeft('/c', '/d')).toBeUndefined();
    expect(keys(store().tags)).toEqual(['/index', '/c', '/d']);
    visit('/e');
    expect(store().closeLeft('/e', '/c')).toBe('/e');
    expect(keys(store().tags)).toEqual(['/index', '/e']);
  });

  it('close right keeps affix tabs; the current one on the right sends you to the last tab', () => {
    expect(store().closeRight('/b', '/a')).toBeUndefined();
    expect(keys(store().tags)).toEqual(['/index', '/a', '/b']);
    expect(store().closeRight('/a', '/b')).toBe('/a');
    expect(keys(store().tags)).toEqual(['/index', '/a']);
  });

  it('close right keeps an affix tab that sits to the right', () => {
    // Affix tabs are normally first; a persisted or odd order must still never lose one.
    useTags.setState({ tags: [...store().tags, tag('/late-affix', { affix: true })] });
    store().closeRight('/a', '/a');
    expect(keys(store().tags)).toEqual(['/index', '/a', '/late-affix']);
  });

  it('close all stays on an affixed page, else goes to the last affix tab (home)', () => {
    expect(store().closeAll('/b')).toBe('/index');
    expect(keys(store().tags)).toEqual(['/index']);
    visit('/a');
    expect(store().closeAll('/index')).toBeUndefined();
    store().addAffixTags([tag('/pinned', { affix: true })]);
    visit('/x');
    expect(store().closeAll('/pinned')).toBeUndefined();
    expect(keys(store().tags)).toEqual(['/index', '/pinned']);
  });

  it('every close forgets the refresh counters of the closed tabs', () => {
    store().refreshTag('/b');
    store().refreshTag('/c');
    store().refreshTag('/c');
    expect(store().versions).toEqual({ '/b': 1, '/c': 2 });
    store().closeTag('/b', '/d');
    expect(store().versions).toEqual({ '/c': 2 });
    store().closeAll('/d');
    expect(store().versions).toEqual({});
  });
});

describe('tags store: context menu entries', () => {
  beforeEach(() => visit('/a', '/b'));

  it('hides close on affix tabs, close left on the first closable, close right on the last', () => {
    expect(menuFor(store().tags, '/index')).toEqual({ close: false, closeLeft: false, closeRight: true });
    expect(menuFor(store().tags, '/a')).toEqual({ close: true, closeLeft: false, closeRight: true });
    expect(menuFor(store().tags, '/b')).toEqual({ close: true, closeLeft: true, closeRight: false });
  });

  it('pure close rules leave their input alone', () => {
    const before = store().tags;
    closeRules.all(before, '/a');
    closeRules.one(before, '/a', '/a');
    expect(keys(before)).toEqual(['/index', '/a', '/b']);
  });
});

describe('tags store: persistence and sign-out', () => {
  it('keeps visited tabs in session storage for a reload', async () => {
    visit('/a');
    const raw = sessionStorage.getItem(TAGS_STORAGE_KEY) ?? '{}';
    const saved = JSON.parse(raw);
    expect(saved.state.owner).toBe('admin');
    expect(saved.state.tags.map((t: TagView) => t.key)).toEqual(['/index', '/a']);

    // A reload: the in-memory store starts over and reads the saved record back.
    useTags.setState({ tags: [HOME_TAG] });
    sessionStorage.setItem(TAGS_STORAGE_KEY, raw);
    await useTags.persist.rehydrate();
    expect(keys(store().tags)).toEqual(['/index', '/a']);
  });

  it('restores home first even from a damaged record', async () => {
    sessionStorage.setItem(
      TAGS_STORAGE_KEY,
      JSON.stringify({ state: { owner: 'admin', tags: [tag('/a'), { nonsense: true }] }, version: 0 }),
    );
    await useTags.persist.rehydrate();
    expect(keys(store().tags)).toEqual(['/index', '/a']);
  });

  it('forgets the tabs when the session ends or another user signs in', () => {
    useSession.setState({ token: 'tok', username: 'admin' });
    visit('/a');
    useSession.setState({ username: 'reviewer' });
    expect(keys(store().tags)).toEqual(['/index']);
    visit('/b');
    useSession.getState().clearSession();
    expect(keys(store().tags)).toEqual(['/index']);
  });
});
