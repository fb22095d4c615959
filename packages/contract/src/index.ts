export * from './auth.ts';
export * from './common.ts';
export * from './errors.ts';
export * from './garage.ts';
export * from './masters.ts';
export * from './passcode.ts';
export * from './routes.ts';
export * from './users.ts';
