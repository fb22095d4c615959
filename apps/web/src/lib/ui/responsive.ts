import { useMediaQuery } from '@mantine/hooks';

/** The theme's `sm` breakpoint: 767 px and wider is the desktop layout (spec 2.1). */
export const DESKTOP_QUERY = '(min-width: 47.9375em)';

/** True on the desktop layout; lists show tables there and cards on phones. */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY, true, { getInitialValueInEffect: false });
}
