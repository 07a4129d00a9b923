/*
 * The screen manifest (manifest.ts) and what is built on it. The app's entry uses only the
 * routing (routing.ts, from the generated routing table) and the named permissions, so a bundler
 * leaves the manifest itself, with its titles, to the code that imports it (the back office).
 */
export type { TButtonDef, TMenuScreenDef, TScreenDef, TStandaloneScreenDef, TTitles } from './types';
export { CONTENT_ROLES } from './content';
export * from './manifest';
export * from './perms';
export * from './routing';
export * from './titles';
