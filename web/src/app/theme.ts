import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme (tokens, global styles) with the recipes of the components this app uses,
 * instead of `defaultConfig`'s 75 recipes: the system is in the entry chunk, so every recipe costs
 * every visitor's first load (the full set is ≈20 KB gzip). A component whose recipe is missing
 * renders unstyled: add its recipe here when you use a new Chakra component (web/src/app/theme.test.ts
 * checks the list against the components imported anywhere in src/).
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
      checkmark: checkmarkRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      stat: statSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

// An ocean teal for the brand and a warm sunset orange for accents. System font stacks only: the
// site must render well without loading web fonts from another host.
const config = defineConfig({
  globalCss: {
    html: {
      colorPalette: 'brand',
    },
    'html, body': {
      bg: 'bg',
      color: 'fg',
    },
    // Visitors who asked their system for less motion (vestibular disorders, WCAG 2.3.3): dialogs,
    // drawers, menus and toasts appear without sliding or zooming, hover lifts and the admin
    // sidebar's resize happen at once, scrolling jumps. An animation still runs (for a moment), so
    // the open/close machinery that waits for its end keeps working. Spinners keep turning: they
    // are the only sign of a wait in progress.
    '*:not(.chakra-spinner), *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        animationDelay: '0s !important',
        transitionDuration: '0.01ms !important',
        transitionDelay: '0s !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: {
          value:
            "'Segoe UI Variable Display', 'Segoe UI', 'Helvetica Neue', Inter, Roboto, Ubuntu, Cantarell, 'Noto Sans', Arial, sans-serif",
        },
        body: {
          value:
            "system-ui, -apple-system, 'Segoe UI', Roboto, Ubuntu, Cantarell, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
        },
      },
      colors: {
        brand: {
          50: { value: '#e6f7f7' },
          100: { value: '#c0ebea' },
          200: { value: '#94dcdb' },
          300: { value: '#5fc8c8' },
          400: { value: '#2fb2b4' },
          500: { value: '#0f969a' },
          600: { value: '#0b7b80' },
          700: { value: '#0b6e74' },
          800: { value: '#0a4f55' },
          900: { value: '#083a3f' },
          950: { value: '#04262a' },
        },
        sunset: {
          50: { value: '#fff6ec' },
          100: { value: '#ffe6c9' },
          200: { value: '#ffcd93' },
          300: { value: '#fbb05c' },
          400: { value: '#f6943a' },
          500: { value: '#e8761c' },
          // Darker than a plain scale step so that white text on it (and on its 90% hover) keeps AA.
          600: { value: '#ad4c0e' },
          700: { value: '#9e4512' },
          800: { value: '#7d3714' },
          900: { value: '#652f14' },
          950: { value: '#3a1706' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's red.500 error text is 3.76:1 on white (AA asks 4.5:1 for the 12 px field errors);
        // red.700 is 6.5:1 on white and 5.9:1 on the error alert's red.50.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
        // White on Chakra's green.600 and orange.600 fills (status buttons, badges) is 3.3:1 and 3.6:1;
        // the 700 steps give 5.0:1 and 5.2:1.
        green: { solid: { value: '{colors.green.700}' } },
        orange: { solid: { value: '{colors.orange.700}' } },
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.700}' } },
        },
        sunset: {
          // White on sunset.500 is 2.98:1, under AA's 4.5:1; on 600 it is 5.5:1 (4.6:1 at the 90% hover).
          solid: { value: '{colors.sunset.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.sunset.700}', _dark: '{colors.sunset.300}' } },
          muted: { value: { _light: '{colors.sunset.100}', _dark: '{colors.sunset.900}' } },
          subtle: { value: { _light: '{colors.sunset.50}', _dark: '{colors.sunset.950}' } },
          emphasized: { value: { _light: '{colors.sunset.200}', _dark: '{colors.sunset.800}' } },
          focusRing: { value: '{colors.sunset.500}' },
          border: { value: { _light: '{colors.sunset.300}', _dark: '{colors.sunset.700}' } },
        },
      },
    },
  },
});

let system: ReturnType<typeof createSystem> | undefined;

/**
 * The app's Chakra system, built on first use rather than when this module loads: building it (the
 * token dictionary, ≈700 tokens) is the longest single step of the browser's start-up, and main.tsx
 * runs it as a task of its own so that the page stays responsive between start-up steps.
 */
export const appSystem = (): ReturnType<typeof createSystem> => (system ??= createSystem(defaultBaseConfig, chakraTheme, config));

let systemWithoutGlobalStyles: ReturnType<typeof createSystem> | undefined;

/**
 * The system for a page whose HTML came from the server: the same, except that ChakraProvider's
 * <Global> gets nothing to insert. The server's HTML already holds the global stylesheet (reset, token
 * variables), and it stays for the whole visit; building it again in the browser costs a phone ≈60 ms
 * of start-up (the build is lazy: web/vite/chakra.ts, chakraLazyGlobalCss). Everything else is read
 * from the real system through the prototype.
 */
export const hydratingSystem = (): ReturnType<typeof createSystem> =>
  (systemWithoutGlobalStyles ??= Object.create(appSystem(), { _global: { value: [] } }) as ReturnType<typeof createSystem>);
