/** How people are named on screens, in messages and in search answers; one rule for every area. */

/** A customer's name as shown: first and last name, whichever are set, joined by a space. */
export function customerDisplayName(person: { firstName: string | null; lastName?: string | null }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}
