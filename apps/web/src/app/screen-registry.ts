import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

type ScreenModule = { default: ComponentType };
type Loader = () => Promise<ScreenModule>;

const PREFIX = /^(?:\.\.\/|\/src\/)features\/[^/]+\/screens\//;

/** features/<area>/screens/g300101/index.tsx → 'g300101/index'. */
export const screenKeyOf = (file: string): string => file.replace(PREFIX, '').replace(/\.tsx$/, '');

/** Server keys may carry a leading slash or the old '.vue' suffix; 'g300101' means its index. */
export const normalizeScreenKey = (key: string): string =>
  key
    .trim()
    .replace(/^\/+/, '')
    .replace(/\.(?:vue|tsx)$/, '');

export type ScreenRegistry = {
  keys(): string[];
  has(key: string): boolean;
  /** The loader of a component key, or undefined when no screen serves it. */
  find(key: string): Loader | undefined;
};

/** Builds the registry from an import.meta.glob map (a factory so tests pass their own map). */
export function createScreenRegistry(modules: Record<string, Loader>): ScreenRegistry {
  const byKey = new Map<string, Loader>();
  for (const [file, load] of Object.entries(modules)) {
    const key = screenKeyOf(file);
    // Two areas claiming one key is a developer mistake; the first stays so the menu keeps working.
    if (byKey.has(key)) console.error(`screen key '${key}' is served twice; ${file} is ignored`);
    else byKey.set(key, load);
  }
  const find = (key: string) => {
    const k = normalizeScreenKey(key);
    return byKey.get(k) ?? byKey.get(`${k}/index`);
  };
  return { keys: () => [...byKey.keys()], has: (key) => !!find(key), find };
}

/**
 * THE registry of back-office screens: the file features/<area>/screens/<key>.tsx (default export)
 * serves the server component key '<key>'. Lazy: a screen's code loads when its route is entered.
 */
export const screenRegistry = createScreenRegistry(
  import.meta.glob<ScreenModule>(['../features/*/screens/**/*.tsx', '!../features/*/screens/**/*.test.tsx']),
);

const unavailable = async () => ({
  Component: (await import('./pages/screen-unavailable-page')).ScreenUnavailablePage,
});

/** The route `lazy` of a component key; an unknown key gets the "not available" page, never a crash. */
export function screenRoute(
  key: string,
  registry: ScreenRegistry = screenRegistry,
): LazyRouteFunction<RouteObject> {
  const load = registry.find(key);
  if (!load) return unavailable;
  return async () => {
    const module = await load();
    return { Component: module.default ?? (await unavailable()).Component };
  };
}

export const unavailableRoute: LazyRouteFunction<RouteObject> = unavailable;
