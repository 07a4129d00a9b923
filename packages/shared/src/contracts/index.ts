export * from './messages';
export * from './resume';
export * from './delivery';
export * from './centre';
export * from './resume-completeness';
export * from './region';
export * from './personal-data';
export * from './consents';
