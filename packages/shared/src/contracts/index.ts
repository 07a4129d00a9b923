export * from './messages';
export * from './resume';
