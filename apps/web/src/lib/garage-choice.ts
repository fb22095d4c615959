import type { Garage } from '@garage/contract';

export type GarageChoice =
  | { kind: 'register' }
  | { kind: 'select'; garage: Garage }
  | { kind: 'choose'; garages: readonly Garage[] };

/**
 * Where a signed-in user without a selected garage goes: pending invitations → the chooser, which shows
 * them (decision 023); no garage → registration; the last chosen garage if it is still theirs; a single
 * garage → that one; several with exactly one head office among them → the head office (a group's owner
 * starts where the group is run and switches to an outlet from the sidebar; decision 058); else the chooser.
 */
export function chooseGarage(garages: readonly Garage[], lastGarageId: number | null, invitations = 0): GarageChoice {
  if (invitations > 0) return { kind: 'choose', garages };
  if (garages.length === 0) return { kind: 'register' };
  const last = lastGarageId === null ? undefined : garages.find((g) => g.garage_id === lastGarageId);
  if (last) return { kind: 'select', garage: last };
  const [only] = garages;
  if (garages.length === 1 && only) return { kind: 'select', garage: only };
  const headOffices = garages.filter((g) => g.head_office);
  if (headOffices.length === 1 && headOffices[0]) return { kind: 'select', garage: headOffices[0] };
  return { kind: 'choose', garages };
}
