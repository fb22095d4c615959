export * from './garage.table.ts';
export * from './invoices.table.ts';
export * from './masters.table.ts';
export * from './orders.table.ts';
export * from './panel.table.ts';
export * from './platform.table.ts';
export * from './session.table.ts';
export * from './subs.table.ts';
