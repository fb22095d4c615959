export * from './countries.ts';
export * from './garage-properties.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './phone.ts';
export * from './roles.ts';
export * from './subscription.ts';
export * from './text.ts';
