import type { Garage, MyInvitation, UserInfo } from '@garage/contract';
import { parseRoles, type Role } from '@garage/domain';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { http } from '../http.ts';
import { session, useSession } from '../session.ts';

/** Camel-case property map with defaults (GET /api/customer/garage/{id}/property). */
export type PropertyMap = Record<string, string | number | boolean>;

export const garagesQuery = () =>
  queryOptions({
    queryKey: ['garages'] as const,
    queryFn: () => http.get<Garage[]>('/api/customer/garage'),
    staleTime: 60_000,
  });

/** Invitations to garages waiting for the signed-in user's answer (decision 023). */
export const invitationsQuery = () =>
  queryOptions({
    queryKey: ['invitations'] as const,
    queryFn: () => http.get<MyInvitation[]>('/api/customer/user/invitations', { raw: true }),
    staleTime: 60_000,
  });

export function acceptInvitation(id: number): Promise<{ message: string }> {
  return http.post<{ message: string }>(`/api/customer/user/invitations/${id}/accept`);
}

export function declineInvitation(id: number): Promise<{ message: string }> {
  return http.delete<{ message: string }>(`/api/customer/user/invitations/${id}`);
}

export const userInfoQuery = (garageId: number | null) =>
  queryOptions({
    queryKey: ['user-info', garageId] as const,
    queryFn: async () => {
      const info = await http.get<UserInfo>('/api/customer/user/info', { garageId });
      // The roles of the selected garage feed the client-side role guard of every later call.
      if (session.get().garageId === garageId) session.setRoles(parseRoles(info.roles));
      return info;
    },
    staleTime: 60_000,
  });

export const propertiesQuery = (garageId: number) =>
  queryOptions({
    queryKey: ['garage-properties', garageId] as const,
    // Shell data: a failed call is ignored and every module reads as off (spec 7).
    queryFn: () =>
      http.get<PropertyMap>(`/api/customer/garage/${garageId}/property`, { raw: true }).catch((): PropertyMap => ({})),
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

/** Data of the selected garage; the /tabs route loads it before any page under it renders. */
export function useShellData(): ShellData {
  const { garageId } = useSession();
  const id = garageId ?? 0;
  const garages = useSuspenseQuery(garagesQuery()).data;
  const user = useSuspenseQuery(userInfoQuery(id)).data;
  const properties = useSuspenseQuery(propertiesQuery(id)).data;
  const garage = garages.find((g) => g.garage_id === id) ?? garages[0];
  const roleList = user.roles || garage?.roles || '';
  const roles = useMemo(() => parseRoles(roleList), [roleList]);
  if (!garage) throw new Error('No garage selected');
  return { garage, garages, user, roles, properties };
}
