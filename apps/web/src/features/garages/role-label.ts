/** 'GARAGE_OWNER' → 'Garage owner': roles are shown as words, not constants. */
export function roleLabel(role: string): string {
  const words = role.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
