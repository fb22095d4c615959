import {
  type CSSVariablesResolver,
  createTheme,
  DrawerCloseButton,
  type MantineColorsTuple,
  type MantineThemeOverride,
  ModalCloseButton,
} from '@mantine/core';

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

const theme = createTheme({
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
    // Links are told from the text around them by more than colour (WCAG 1.4.1, decision 040).
    Anchor: { defaultProps: { underline: 'always' } },
    // A table wider than a phone scrolls sideways: its viewport takes focus, so arrow keys scroll it.
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    Button: { defaultProps: { size: 'sm' } },
    TextInput: { defaultProps: { size: 'sm' } },
    Select: { defaultProps: { size: 'sm' } },
    NavLink: { defaultProps: { py: 6 } },
  },
});

/**
 * The theme in the UI language (app/mantine-provider.tsx makes it anew when the language changes): the close
 * button of every modal and drawer, whole or built from parts, is named `closeLabel` (axe rule button-name).
 * A modal that names its own (`closeButtonProps={{ 'aria-label': … }}`) keeps its name.
 */
export function themeIn(closeLabel: string): MantineThemeOverride {
  return {
    ...theme,
    components: {
      ...theme.components,
      ModalCloseButton: ModalCloseButton.extend({ defaultProps: { 'aria-label': closeLabel } }),
      DrawerCloseButton: DrawerCloseButton.extend({ defaultProps: { 'aria-label': closeLabel } }),
    },
  };
}

/**
 * Text colours that reach WCAG AA contrast (4.5:1) on white and on the light tints they sit on (decision 040).
 * Mantine's dimmed grey (gray.6, 3.3:1 on white) is darkened to 6.1:1, and the "light" variant (badges,
 * alerts, light buttons: shade 9 on shade 1) of the warm and green hues, which falls short on its own tint,
 * gets a darker text shade. The dark scheme is not used.
 */
const LIGHT_VARIANT_TEXT: Record<string, string> = {
  teal: '#077252',
  orange: '#b83d0d',
  yellow: '#a15300',
  green: '#257535',
  lime: '#4a760a',
  red: '#b52626',
};

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    ...Object.fromEntries(Object.entries(LIGHT_VARIANT_TEXT).map(([hue, text]) => [`--mantine-color-${hue}-light-color`, text])),
  },
  dark: {},
});
