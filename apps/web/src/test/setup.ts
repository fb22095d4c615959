// DOM matchers (toBeVisible, toHaveTextContent, toBeDisabled…) for the web tests: an assertion that says what the
// person sees, where `getBy…` alone only proves a node exists somewhere in the tree.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { resetHttpState } from '../lib/http.ts';

// The HTTP layer keeps page-wide state (a refresh in flight, hooks, the roles map); tests run shuffled,
// so each one starts from a fresh page's state whatever ran before it.
afterEach(() => {
  resetHttpState();
});
