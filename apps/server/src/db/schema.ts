export * from './garage.table.ts';
export * from './platform.table.ts';
