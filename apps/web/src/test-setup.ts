// DOM matchers (toBeVisible, toHaveTextContent, toBeDisabled…) for the web tests: an assertion that says what the
// person sees, where `getBy…` alone only proves a node exists somewhere in the tree.
import '@testing-library/jest-dom/vitest';
