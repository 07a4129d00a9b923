export * from './accounts';
export * from './menus';
export * from './dictionaries';
export * from './files';
export * from './messages';
export * from './audit';
export * from './identity';
export * from './content';
