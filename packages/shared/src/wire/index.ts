export * from './cipher';
export * from './protocol';
export * from './envelope';
