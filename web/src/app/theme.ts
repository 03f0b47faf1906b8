import type { ThemeConfig } from 'antd';

/** A fresh-green grocery palette. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#23903f',
    colorLink: '#1d7a35',
    colorSuccess: '#3fae5a',
    colorWarning: '#f5a524',
    colorError: '#d93c3c',
    colorInfo: '#23903f',
    borderRadius: 10,
    fontFamily:
      "'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', 'Noto Sans', Arial, sans-serif, 'Noto Color Emoji'",
    colorBgLayout: '#f6f8f4',
  },
  components: {
    Button: { fontWeight: 600 },
  },
};
