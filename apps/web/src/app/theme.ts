import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
  type MantineThemeOverride,
  mergeThemeOverrides,
} from '@mantine/core';
import { foldedOptionsFilter } from '../lib/folded-options-filter.ts';

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

/**
 * A status colour with Mantine's light shades and darker 7 to 9: those carry text (c="teal.8",
 * filled badges and buttons with white text, light badges on shade 1), and each reaches WCAG AA
 * (4.5:1) on white, on its own shade 1 and on the menu's active background (brand 1).
 */
const statusColor = (name: 'teal' | 'orange' | 'red', dark: [string, string, string]): MantineColorsTuple => {
  const [s0, s1, s2, s3, s4, s5, s6] = DEFAULT_THEME.colors[name];
  return [s0, s1, s2, s3, s4, s5, s6, ...dark];
};

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 5 },
  colors: {
    brand,
    teal: statusColor('teal', ['#087152', '#06684a', '#066145']),
    orange: statusColor('orange', ['#a54505', '#9e3d08', '#98320a']),
    red: statusColor('red', ['#b93030', '#ac2626', '#a12222']),
  },
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, system-ui, sans-serif',
  headings: { fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, system-ui, sans-serif', fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // People who ask their system for less motion get menus, dialogs and panels without transitions.
  respectReducedMotion: true,
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '90em' },
  components: {
    // Links in text are told apart by more than colour (WCAG 1.4.1): underlined.
    Anchor: { defaultProps: { underline: 'always' } },
    // A filter's choices stay within their container: where they do not fit in one line (longer
    // labels in Macedonian and Albanian, phones) a label wraps instead of the control overflowing.
    // Each choice starts from its label's width (Mantine's equal shares sized the control by its
    // narrowest words, so "Во тек" wrapped with room to spare).
    SegmentedControl: {
      styles: { root: { maxWidth: '100%' }, control: { flex: '1 1 auto' }, label: { whiteSpace: 'normal' } },
    },
    // A badge is a short status: it keeps its width in a row (no "VERIF…"), up to its container's,
    // and a longer one wraps there rather than being cut.
    Badge: {
      styles: {
        root: {
          flexShrink: 0,
          maxWidth: '100%',
          height: 'auto',
          minHeight: 'var(--badge-height)',
          lineHeight: 1.3,
          alignContent: 'center',
        },
        label: { whiteSpace: 'normal', overflowWrap: 'break-word', textAlign: 'start' },
      },
    },
    // Initials on a name's colour: only colours whose shade 9 on shade 1 reaches WCAG AA (4.5:1);
    // Mantine's green (3.8:1) and lime (3.3:1) do not.
    Avatar: { defaultProps: { allowedInitialsColors: ['blue', 'cyan', 'grape', 'indigo', 'orange', 'pink', 'red', 'teal', 'violet'] } },
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    // A spinner is a status: its label ("Loading") is then read, and axe allows a label on it
    // (a bare span with aria-label failed the tour on the market information page).
    Loader: { defaultProps: { role: 'status' } },
    // A closed list of options is not kept in the page: the country filter alone kept 500 hidden
    // elements, built and measured on every phone's first render (issue 30).
    Combobox: { defaultProps: { keepMounted: false } },
    // Typed text finds options as the search finds words: across scripts and accents.
    Select: { defaultProps: { filter: foldedOptionsFilter } },
    MultiSelect: { defaultProps: { filter: foldedOptionsFilter } },
    Autocomplete: { defaultProps: { filter: foldedOptionsFilter } },
    TagsInput: { defaultProps: { filter: foldedOptionsFilter } },
  },
});

/**
 * The theme with the translated names of the close buttons Mantine draws itself: every dialog and
 * drawer (its own, the modals manager's confirm dialogs) and every dismissible alert and
 * notification. Without them a screen reader announces a bare "button". A dialog that names its
 * button itself (closeButtonProps) keeps its own name.
 */
export function themeWithLabels(base: MantineThemeOverride, labels: { close: string; dismiss: string }): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': labels.close };
  return mergeThemeOverrides(
    base,
    createTheme({
      components: {
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
        Alert: { defaultProps: { closeButtonLabel: labels.dismiss } },
        Notification: { defaultProps: { closeButtonProps: { 'aria-label': labels.dismiss } } },
      },
    }),
  );
}

/**
 * Muted text (c="dimmed") and form errors in a grey and red that reach WCAG AA (4.5:1) on white,
 * the page's grey and the tinted brand backgrounds; Mantine's gray 6 and red 6 reach about 3:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-error': t.colors.red[8] },
  dark: {},
});

/** Spec breakpoints: the side menu collapses below 1201 px, the hamburger shows up to 991.98 px. */
export const SIDE_MENU_BREAKPOINT = '75.0625em';
export const HAMBURGER_QUERY = '(max-width: 991.98px)';
