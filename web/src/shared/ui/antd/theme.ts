import type { ThemeConfig } from 'antd';

// Tags in preset colours write in shade 7 on shade 1; for these hues that is below 4.5:1 (green
// 3.37, cyan 3.39, orange 3.34, gold 2.76...), so their text takes a darker shade (>= 4.5:1).
// antd keeps each shade under two names (green7 and green-7, one CSS variable): both are set.
const TAG_TEXT: Record<string, string> = {
  green: '#237804',
  cyan: '#006d75',
  orange: '#ad4e00',
  volcano: '#ad2102',
  gold: '#874d00',
  yellow: '#876800',
  lime: '#3f6600',
};
const tagTextShades = Object.fromEntries(
  Object.entries(TAG_TEXT).flatMap(([hue, shade]) => [
    [`${hue}7`, shade],
    [`${hue}-7`, shade],
  ]),
);

// A fresh-green grocery palette that keeps every text readable (WCAG 2.2 AA, 4.5:1 for text).
// The brand green #1d7a35 gives 5.40:1 with white and 4.75:1 on its own tint (#e6f4e6); hover and
// press go darker, not lighter as antd would derive them, so a hovered primary button keeps its
// contrast (#166a30 6.69:1, #0f4d22 9.98:1). The old #23903f gave only 4.09:1 under white text.
const BRAND = '#1d7a35';
const BRAND_HOVER = '#166a30';
const BRAND_ACTIVE = '#0f4d22';
// antd derives the light tints from the brand colour, and for this green they come out grey
// (#afbab0: the selected menu item's green text read 2.69:1); these are the green tints of global.css.
const BRAND_TINT = '#e6f4e6';
const BRAND_TINT_HOVER = '#d2ecd0';
const BRAND_BORDER = '#a8d8a6';
const BRAND_BORDER_HOVER = '#7cc486';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND,
    colorPrimaryHover: BRAND_HOVER,
    colorPrimaryActive: BRAND_ACTIVE,
    colorPrimaryText: BRAND,
    colorPrimaryTextHover: BRAND_HOVER,
    colorPrimaryTextActive: BRAND_ACTIVE,
    colorPrimaryBg: BRAND_TINT,
    colorPrimaryBgHover: BRAND_TINT_HOVER,
    colorPrimaryBorder: BRAND_BORDER,
    colorPrimaryBorderHover: BRAND_BORDER_HOVER,
    colorLink: BRAND,
    colorLinkHover: BRAND_HOVER,
    colorLinkActive: BRAND_ACTIVE,
    colorSuccess: '#3fae5a',
    colorWarning: '#f5a524',
    colorError: '#c93434', // 5.22:1 on white, 4.88:1 on the page (the old #d93c3c: 4.50, 4.22)
    colorInfo: BRAND,
    colorInfoBg: BRAND_TINT,
    colorInfoBorder: BRAND_BORDER,
    // Secondary texts (breadcrumbs, step titles, descriptions): antd's 45 % black is 3.3:1 on the
    // page background; 60 % is 5.65:1 there and 5.74:1 on white.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    ...tagTextShades,
    borderRadius: 10,
    fontFamily:
      "'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', 'Noto Sans', Arial, sans-serif, 'Noto Color Emoji'",
    colorBgLayout: '#f6f8f4',
  },
  components: {
    Button: { fontWeight: 600 },
  },
};
