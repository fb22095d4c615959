import { parseRoles, type Role } from '@garage/domain';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { session, useSession } from '../session.ts';
import { call, type RouteAnswer } from './call.ts';
import { routes } from './routes.ts';

/** Camel-case property map with defaults (GET customer/garage/{id}/property). */
export type PropertyMap = RouteAnswer<typeof routes.propertyMap>;
type Garage = RouteAnswer<typeof routes.getGarage>;
type UserInfo = RouteAnswer<typeof routes.userInfo>;

/** Query keys of the signed-in user's session: garages, invitations and user info. */
export const sessionKeys = {
  garages: ['garages'] as const,
  invitations: ['invitations'] as const,
  /** Every garage's user info (the language switch updates them all). */
  userInfoAll: ['user-info'] as const,
  userInfo: (garageId: number | null) => [...sessionKeys.userInfoAll, garageId] as const,
};

/** Query keys of the garages' property maps (logout drops them all). */
export const propertyKeys = {
  all: ['garage-properties'] as const,
  garage: (garageId: number) => [...propertyKeys.all, garageId] as const,
};

export const garagesQuery = () =>
  queryOptions({
    queryKey: sessionKeys.garages,
    queryFn: () => call(routes.listGarages),
    staleTime: 60_000,
  });

/** Invitations to garages waiting for the signed-in user's answer (decision 023). */
export const invitationsQuery = () =>
  queryOptions({
    queryKey: sessionKeys.invitations,
    queryFn: () => call(routes.listMyInvitations, { raw: true }),
    staleTime: 60_000,
  });

export function acceptInvitation(id: number) {
  return call(routes.acceptInvitation, { params: { id } });
}

export function declineInvitation(id: number) {
  return call(routes.declineInvitation, { params: { id } });
}

export const userInfoQuery = (garageId: number | null) =>
  queryOptions({
    queryKey: sessionKeys.userInfo(garageId),
    queryFn: async () => {
      const info = await call(routes.userInfo, { garageId });
      // The roles of the selected garage feed the client-side role guard of every later call.
      if (session.get().garageId === garageId) session.setRoles(parseRoles(info.roles));
      return info;
    },
    staleTime: 60_000,
  });

export const propertiesQuery = (garageId: number) =>
  queryOptions({
    queryKey: propertyKeys.garage(garageId),
    // Shell data: a failed call is ignored and every module reads as off (spec 7).
    queryFn: () => call(routes.propertyMap, { params: { id: garageId }, raw: true }).catch((): PropertyMap => ({})),
    staleTime: 5 * 60_000,
  });

export function isOn(properties: PropertyMap, name: string): boolean {
  const value = properties[name];
  return value === true || value === 'true';
}

export function numberProperty(properties: PropertyMap, name: string, fallback = 0): number {
  const value = Number(properties[name]);
  return Number.isFinite(value) ? value : fallback;
}

export interface ShellData {
  garage: Garage;
  garages: readonly Garage[];
  user: UserInfo;
  roles: readonly Role[];
  properties: PropertyMap;
}

/** The user's roles in the garage, as the server lists them: the user info's, else the garage's. */
export function roleListOf(user: Pick<UserInfo, 'roles'>, garage: Pick<Garage, 'roles'> | undefined): string {
  return user.roles || garage?.roles || '';
}

/** Data of the selected garage; the /tabs route loads it before any page under it renders. */
export function useShellData(): ShellData {
  const { garageId } = useSession();
  const id = garageId ?? 0;
  const garages = useSuspenseQuery(garagesQuery()).data;
  const user = useSuspenseQuery(userInfoQuery(id)).data;
  const properties = useSuspenseQuery(propertiesQuery(id)).data;
  const garage = garages.find((g) => g.garage_id === id) ?? garages[0];
  const roleList = roleListOf(user, garage);
  const roles = useMemo(() => parseRoles(roleList), [roleList]);
  if (!garage) throw new Error('No garage selected');
  return { garage, garages, user, roles, properties };
}
