import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** A restrained navy-blue brand: the chambers' colour, calm enough for long working sessions. */
const brand: MantineColorsTuple = [
  '#eef3fb',
  '#dae3f3',
  '#b1c5e7',
  '#85a5dc',
  '#618ad2',
  '#4a79cc',
  '#3d70ca',
  '#2f5fb3',
  '#2654a1',
  '#17488f',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 5 },
  colors: { brand },
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, system-ui, sans-serif',
  headings: { fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, system-ui, sans-serif', fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '90em' },
  components: {
    // A badge is a short status: it keeps its width in a row (no "VERIF…"), up to its container's.
    Badge: { styles: { root: { flexShrink: 0, maxWidth: '100%' } } },
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
  },
});

/** Spec breakpoints: the side menu collapses below 1201 px, the hamburger shows up to 991.98 px. */
export const SIDE_MENU_BREAKPOINT = '75.0625em';
export const HAMBURGER_QUERY = '(max-width: 991.98px)';
