export * from './access.ts';
export * from './accounts.ts';
export * from './companies.ts';
export * from './files.ts';
export * from './logs.ts';
export * from './mail.ts';
export * from './reference.ts';
