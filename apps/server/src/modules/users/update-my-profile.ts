import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appUser } from '../../db/schema.ts';
import type { UserRow } from '../../platform/guard.ts';

export interface ProfileChanges {
  first_name: string;
  last_name?: string | undefined;
  email?: string | null | undefined;
}

/** The signed-in person's own name and e-mail: the only way a profile changes (decision 023). */
export async function updateMyProfile(db: Db, user: UserRow, input: ProfileChanges): Promise<UserRow> {
  const changes: Partial<typeof appUser.$inferInsert> = { firstName: input.first_name };
  if (input.last_name !== undefined) changes.lastName = input.last_name || null;
  if (input.email !== undefined) changes.email = input.email || null;
  const [updated] = await db.update(appUser).set(changes).where(eq(appUser.id, user.id)).returning();
  return updated ?? user;
}
