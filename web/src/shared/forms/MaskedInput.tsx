// An antd Input that keeps its text in a digit mask ('0999 999-99-99'). Works inside Form.Item:
// value/onChange carry the formatted text; stripPhoneMask (rules.ts) turns it into digits.
import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { Input, type InputProps, type InputRef } from 'antd';
import { applyMask, caretAfterFormatting, maskDigits, PHONE_MASK } from './mask';

export interface MaskedInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  mask?: string;
  value?: string;
  onChange?: (value: string) => void;
}

export function MaskedInput({ mask = PHONE_MASK, value, onChange, ...rest }: MaskedInputProps) {
  const ref = useRef<InputRef>(null);
  const caret = useRef<number | null>(null);

  // Put the caret back where the user was typing once React has written the formatted text.
  useLayoutEffect(() => {
    const input = ref.current?.input;
    if (input && caret.current !== null && document.activeElement === input) {
      input.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  }, [value]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const formatted = applyMask(mask, maskDigits(mask, raw));
    caret.current = caretAfterFormatting(mask, raw, event.target.selectionStart ?? raw.length);
    onChange?.(formatted);
  };

  return (
    <Input
      ref={ref}
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={mask.replace(/9/g, '_')}
      maxLength={mask.length + 6 /* room for a pasted +92 and brackets */}
      {...rest}
      value={value ?? ''}
      onChange={handleChange}
    />
  );
}
