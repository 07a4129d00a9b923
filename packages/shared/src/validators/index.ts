export * from './id-number';
export * from './credit-code';
export * from './mobile';
export * from './links';
export * from './password-policy';
export * from './mask';
export * from './common-passwords';
export * from './username';
