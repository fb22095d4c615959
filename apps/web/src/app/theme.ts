import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Workshop blue: calm, readable on dense tables, distinct from the red of errors. */
const workshop: MantineColorsTuple = [
  '#e8f1ff',
  '#d0e0ff',
  '#a0bffa',
  '#6d9cf6',
  '#427ef2',
  '#276bf0',
  '#1761f0',
  '#0651d6',
  '#0048c0',
  '#003ea9',
];

export const theme = createTheme({
  primaryColor: 'workshop',
  colors: { workshop },
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'sm',
  cursorType: 'pointer',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  // Spec 2.1: desktop layout from 767 px; other breakpoints 1024, 1200, 1440.
  breakpoints: {
    xs: '30em',
    sm: '47.9375em',
    md: '64em',
    lg: '75em',
    xl: '90em',
  },
  // Dense business screens: slightly smaller type and spacing than the defaults.
  fontSizes: { xs: '0.75rem', sm: '0.8125rem', md: '0.875rem', lg: '1rem', xl: '1.125rem' },
  spacing: { xs: '0.5rem', sm: '0.625rem', md: '0.875rem', lg: '1.125rem', xl: '1.5rem' },
  headings: {
    fontWeight: '650',
    sizes: {
      h1: { fontSize: '1.5rem', lineHeight: '1.3' },
      h2: { fontSize: '1.25rem', lineHeight: '1.35' },
      h3: { fontSize: '1.0625rem', lineHeight: '1.4' },
      h4: { fontSize: '0.9375rem', lineHeight: '1.45' },
    },
  },
  components: {
    Button: { defaultProps: { size: 'sm' } },
    TextInput: { defaultProps: { size: 'sm' } },
    Select: { defaultProps: { size: 'sm' } },
    NavLink: { defaultProps: { py: 6 } },
  },
});
