import { type AnchorHTMLAttributes, createContext, forwardRef, type MouseEvent, type ReactNode, useContext } from 'react';

/**
 * How a screen opens another address of the app without knowing who hosts it (decision 042, "the sign-in
 * page on its own"). The single-page app provides the router's history; the stand-alone sign-in page has no
 * router and opens addresses as pages of their own, which the server and the service worker answer.
 */
export interface AppNavigation {
  go(to: string, options?: { replace?: boolean }): void;
  /** The anchor's `href` for an address (under `#` when the app routes by hash). */
  href(to: string): string;
}

/** Without a provider: a whole-page navigation. */
export const pageNavigation: AppNavigation = {
  go(to, options) {
    if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
  },
  href: (to) => to,
};

const NavigationContext = createContext<AppNavigation>(pageNavigation);

export function NavigationProvider({ value, children }: { value: AppNavigation; children: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export function useAppNavigation(): AppNavigation {
  return useContext(NavigationContext);
}

/** A plain click (no modifier, main button, same tab) is the app's to handle; anything else is the browser's. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** An anchor to an address of the app: a real `href` (open in a new tab works), opened by the host on a plain click. */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ to, onClick, ...props }, ref) {
  const navigation = useAppNavigation();
  return (
    <a
      {...props}
      ref={ref}
      href={navigation.href(to)}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigation.go(to);
      }}
    />
  );
});
