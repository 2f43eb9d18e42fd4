export * from './auth';
export * from './profiles';
export * from './countries';
export * from './clients';
export * from './documents';
export * from './activity';
export * from './deadlines';
export * from './money';
