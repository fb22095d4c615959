import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/** Spec 9: default debounce of searches. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * A search box whose text lives in the address: typing is committed (debounced) with `commit`, and a
 * change of the address from elsewhere (Back, a sidebar link) replaces what the box shows.
 */
export function useUrlSearchText(value: string, commit: (text: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const committed = useRef(value);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (debounced !== committed.current) {
      committed.current = debounced;
      commitRef.current(debounced);
    }
  }, [debounced]);

  return [text, setText];
}
