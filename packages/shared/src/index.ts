export * from './wire';
export * from './permissions';
export * from './messages';
export * from './validators';
export * from './contracts';
export * from './screens';
export * from './audit-operations';
