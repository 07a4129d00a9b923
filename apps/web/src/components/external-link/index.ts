export { AppLink, linkTargetOf } from './app-link';
export type { AppLinkProps, LinkTarget } from './app-link';
