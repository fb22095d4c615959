import { routes } from '@garage/contract';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../platform/errors.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { createExpenseOnce } from './create-expense.ts';
import { createExpenseLabel } from './create-expense-label.ts';
import { duplicateLabel } from './expense-label.repository.ts';
import { listExpenseLabels } from './list-expense-labels.ts';
import { loadExpense } from './load-expense.ts';
import { payExpense } from './pay-expense.ts';
import { readAccountBook } from './read-account-book.ts';
import { readAccountsSummary } from './read-accounts-summary.ts';
import { searchExpenses } from './search-expenses.ts';
import { updateExpense } from './update-expense.ts';
import { updateExpenseLabel } from './update-expense-label.ts';

/** Accounts (issue 13, decision 045): expense labels, expenses, the account book and the finance summary. */
export function accountRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;

  addRoute(app, services, routes.listExpenseLabels, async ({ query }, caller) =>
    listExpenseLabels(db, caller.membership, query.include_inactive ?? false),
  );

  addRoute(app, services, routes.createExpenseLabel, async ({ body, idempotencyKey, reply }, caller) => {
    try {
      const result = await idempotent(
        db,
        { userId: caller.user.id, scope: `expenseLabel:${caller.membership.garageId}`, key: idempotencyKey, body },
        async (tx) => ({ status: 201, body: await createExpenseLabel(tx, caller.membership, body) }),
      );
      reply.code(result.status);
      return result.body;
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateLabel(body.name);
      throw error;
    }
  });

  addRoute(app, services, routes.updateExpenseLabel, async ({ params, body }, caller) => {
    try {
      return await db.transaction((tx) => updateExpenseLabel(tx, caller.membership, params.id, body));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateLabel(body.name);
      throw error;
    }
  });

  addRoute(app, services, routes.searchExpenses, async ({ query }, caller) => searchExpenses(db, caller.membership, query));

  addRoute(app, services, routes.createExpense, async ({ body, idempotencyKey, reply }, caller) => {
    const result = await createExpenseOnce(db, caller.membership, body, caller.user.id, clock.now(), idempotencyKey);
    reply.code(result.status);
    return result.view;
  });

  addRoute(app, services, routes.getExpense, async ({ params }, caller) => loadExpense(db, caller.membership, params.id));

  addRoute(app, services, routes.updateExpense, async ({ params, body }, caller) => {
    await db.transaction((tx) => updateExpense(tx, caller.membership, params.id, body, caller.user.id, clock.now()));
    return loadExpense(db, caller.membership, params.id);
  });

  addRoute(app, services, routes.payExpense, async ({ params, body }, caller) => {
    await db.transaction((tx) => payExpense(tx, caller.membership, params.id, body, caller.user.id, clock.now()));
    return loadExpense(db, caller.membership, params.id);
  });

  addRoute(app, services, routes.accountBook, async ({ query }, caller) =>
    readAccountBook(db, caller.membership, query, clock.now()),
  );

  addRoute(app, services, routes.accountsSummary, async ({ query }, caller) =>
    readAccountsSummary(db, caller.membership, query, clock.now()),
  );
}
