import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { createTranslator } from './i18n';
import { withNodes } from './withNodes';

describe('withNodes', () => {
  it('puts elements where the text places them', () => {
    const t = createTranslator({ 'test.call': ['Need help? Call ', ['phone'], ' now'] });
    const { container } = render(<p>{withNodes((v) => t('test.call', v), { phone: <a href="tel:1">0300</a> })}</p>);
    expect(container.innerHTML).toBe('<p>Need help? Call <a href="tel:1">0300</a> now</p>');
  });
});
