// CSS lint (npm run lint): the inline axis is written in logical properties and keywords
// (margin-inline-start, inset-inline-end, text-align: start …), so antd's ConfigProvider direction="rtl"
// flips the layout for Urdu. The block axis and sizes (top, bottom, width, height …) do not change with
// the text's direction and stay as they are; overflow-inline and its kin are left out while browsers
// lack them, and so are the logical viewport units (vi, vb), the same as vw, vh in a horizontal script.
const BLOCK_AXIS_AND_SIZES = [
  'width',
  'height',
  'min-width',
  'max-width',
  'min-height',
  'max-height',
  'top',
  'bottom',
  'margin-top',
  'margin-bottom',
  'padding-top',
  'padding-bottom',
  'border-top',
  'border-bottom',
  'border-top-color',
  'border-bottom-color',
  'border-top-width',
  'border-bottom-width',
  'border-top-style',
  'border-bottom-style',
  'scroll-margin-top',
  'scroll-margin-bottom',
  'scroll-padding-top',
  'scroll-padding-bottom',
  'overflow-x',
  'overflow-y',
  'overscroll-behavior-x',
  'overscroll-behavior-y',
];

export default {
  plugins: ['stylelint-plugin-logical-css'],
  rules: {
    'logical-css/require-logical-properties': [true, { ignore: BLOCK_AXIS_AND_SIZES }],
    'logical-css/require-logical-keywords': true,
  },
};
