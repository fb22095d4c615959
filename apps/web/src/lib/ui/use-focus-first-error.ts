import { useCallback, useRef } from 'react';

/**
 * After a refused submit, moves the keyboard focus to the first field marked invalid, so keyboard and
 * screen-reader users land on what needs fixing. Attach the ref to the form.
 */
export function useFocusFirstError<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const focusFirstError = useCallback(() => {
    // After React has rendered the error states.
    requestAnimationFrame(() => {
      ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  }, []);
  return [ref, focusFirstError] as const;
}
