import { Anchor, Badge, createTheme, Notification, type CSSVariablesResolver } from '@mantine/core';

// System UI faces first, then the common simplified-Chinese faces of each platform, so Latin and Chinese
// glyphs both come from native fonts instead of a fallback with mismatched metrics.
const fontFamily = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Source Han Sans SC"',
  '"WenQuanYi Micro Hei"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(', ');

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7 keeps white text on filled buttons and links on white above the 4.5:1 contrast of WCAG AA
  // (shade 6 reaches 4.3:1, the dark scheme's former shade 5 only 3.7:1).
  primaryShade: { light: 7, dark: 7 },
  fontFamily,
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Links are told from the text around them by more than colour (WCAG 1.4.1): the dark scheme's link
    // blue is close to its body text.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // A notice's close button is only an icon, and its text is Mantine's gray-6 (3.3:1 on white).
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': '关闭通知' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    }),
    // Light badges print their text in the palette's shade 6 on a 10% tint of it: 2:1 to 3.5:1 in the
    // light scheme. Each colour's text comes from global.css, darkened there until it reaches 4.5:1.
    Badge: Badge.extend({
      vars: (_theme, props) =>
        props.variant === 'light' && typeof props.color === 'string' && /^[a-z]+$/.test(props.color)
          ? {
              root: {
                '--badge-color': `var(--badge-light-text-${props.color}, var(--mantine-color-${props.color}-light-color))`,
              },
            }
          : { root: {} },
    }),
  },
});

/**
 * Secondary ("dimmed") text: Mantine's defaults reach only 3.3:1 on white and 4.0:1 on the dark
 * background. These greys stay visibly quieter than body text and reach 4.5:1 on page, card and
 * table-stripe backgrounds of both schemes.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#666d75',
    // Light buttons and action icons print the primary colour on its 10% tint: shade 6 is 4.3:1 there.
    '--mantine-primary-color-light-color': 'var(--mantine-color-indigo-8)',
    '--mantine-color-indigo-light-color': 'var(--mantine-color-indigo-8)',
  },
  dark: { '--mantine-color-dimmed': '#a8a8a8' },
});
