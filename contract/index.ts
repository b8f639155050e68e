export * from './envelope';
export * from './call';
export * from './schemas';
export * from './constants';
export * from './calls';
export * from './rules/permissions';
export * from './rules/format';
export * from './rules/launch';
