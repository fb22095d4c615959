import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { type CallInput, call, type RouteAnswer, type RouteBody } from '../../lib/api/call.ts';
import { routes } from '../../lib/api/routes.ts';

/** What the Accounts screens need from the accounts routes (issue 13): keys, reads and writes. */

export type ExpenseLabel = RouteAnswer<typeof routes.listExpenseLabels>[number];
export type Expense = RouteAnswer<typeof routes.getExpense>;
export type ExpensePage = RouteAnswer<typeof routes.searchExpenses>;
export type ExpenseSummary = ExpensePage['content'][number];
export type ExpenseBody = RouteBody<typeof routes.createExpense>;
export type ExpenseSearch = NonNullable<CallInput<typeof routes.searchExpenses>['query']>;
export type AccountBook = RouteAnswer<typeof routes.accountBook>;
export type BookQuery = NonNullable<CallInput<typeof routes.accountBook>['query']>;
export type AccountsSummary = RouteAnswer<typeof routes.accountsSummary>;

/** Every key starts with ['accounts']: an expense saved or paid refreshes the book and the summary too. */
export const accountKeys = {
  all: ['accounts'] as const,
  labels: (includeInactive: boolean) => [...accountKeys.all, 'labels', includeInactive] as const,
  expenses: (query: ExpenseSearch) => [...accountKeys.all, 'expenses', query] as const,
  expense: (id: number) => [...accountKeys.all, 'expense', id] as const,
  book: (query: BookQuery) => [...accountKeys.all, 'book', query] as const,
  summary: () => [...accountKeys.all, 'summary'] as const,
};

export const labelsQuery = (includeInactive: boolean) =>
  queryOptions({
    queryKey: accountKeys.labels(includeInactive),
    queryFn: ({ signal }) =>
      call(routes.listExpenseLabels, { query: includeInactive ? { include_inactive: 'true' } : {}, signal }),
  });

export const expensesQuery = (query: ExpenseSearch) =>
  queryOptions({
    queryKey: accountKeys.expenses(query),
    queryFn: ({ signal }) => call(routes.searchExpenses, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const expenseQuery = (id: number) =>
  queryOptions({
    queryKey: accountKeys.expense(id),
    // The page says "not found" itself.
    queryFn: ({ signal }) => call(routes.getExpense, { params: { id }, signal, quiet: [404] }),
  });

export const bookQuery = (query: BookQuery) =>
  queryOptions({
    queryKey: accountKeys.book(query),
    queryFn: ({ signal }) => call(routes.accountBook, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const summaryQuery = () =>
  queryOptions({
    queryKey: accountKeys.summary(),
    queryFn: ({ signal }) => call(routes.accountsSummary, { query: {}, signal }),
  });

export const createLabel = (name: string, key: string) =>
  call(routes.createExpenseLabel, { body: { name, active: true }, raw: true, idempotencyKey: key });
export const updateLabel = (id: number, name: string, active: boolean) =>
  call(routes.updateExpenseLabel, { params: { id }, body: { name, active }, raw: true });

/** One Idempotency-Key per submit: a retried create is not recorded twice. */
export const createExpense = (body: ExpenseBody, key: string) =>
  call(routes.createExpense, { body, raw: true, idempotencyKey: key });
export const updateExpense = (id: number, body: ExpenseBody) => call(routes.updateExpense, { params: { id }, body, raw: true });
export const payExpense = (id: number, body: RouteBody<typeof routes.payExpense>) =>
  call(routes.payExpense, { params: { id }, body, raw: true });

/** An expense's photo, uploaded before the expense is saved; `flowId` keeps one form's files within 15 MB. */
export const uploadAttachment = (body: RouteBody<typeof routes.uploadImage>) => call(routes.uploadImage, { body, raw: true });

export function refreshAccounts(queryClient: QueryClient, expense?: Expense): void {
  if (expense) queryClient.setQueryData(accountKeys.expense(expense.expense_id), expense);
  void queryClient.invalidateQueries({ queryKey: accountKeys.all });
}
