export * from './messages';
export * from './resume';
export * from './resume-completeness';
