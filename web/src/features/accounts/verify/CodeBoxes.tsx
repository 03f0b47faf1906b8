// Four single-digit boxes for the phone code (spec §2): typing moves on, Backspace on an empty
// box moves back, and pasting the whole code fills every box. Works as a Form.Item control.
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Input, type InputRef } from 'antd';
import { t } from './texts';

export const CODE_LENGTH = 4;

export interface CodeBoxesProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  length?: number;
  /** Set by Form.Item: the id of the first box, so the label points at it. */
  id?: string;
}

export function emptyCode(length = CODE_LENGTH): string[] {
  return Array.from({ length }, () => '');
}

/** Writes `digits` into the boxes from `start`; returns the new boxes and the box to focus next. */
export function fillFrom(boxes: string[], start: number, digits: string): { boxes: string[]; next: number } {
  const out = [...boxes];
  let at = start;
  for (const digit of digits) {
    if (at >= out.length) break;
    out[at] = digit;
    at++;
  }
  return { boxes: out, next: Math.min(at, out.length - 1) };
}

export function CodeBoxes({ value, onChange, disabled, length = CODE_LENGTH, id }: CodeBoxesProps) {
  const boxes = value && value.length === length ? value : emptyCode(length);
  const refs = useRef<(InputRef | null)[]>([]);
  const focus = (index: number) => refs.current[index]?.focus({ cursor: 'all' });

  const write = (index: number, text: string) => {
    const digits = text.replace(/\D/g, '');
    if (!digits) {
      if (text === '') onChange?.(boxes.map((b, i) => (i === index ? '' : b)));
      return; // letters are refused
    }
    // Typing into a filled box: the browser gives old + new, so keep the last digit typed.
    const typed = digits.length === 2 && boxes[index] && digits.startsWith(boxes[index]) ? digits.slice(1) : digits;
    const { boxes: next, next: nextIndex } = fillFrom(boxes, index, typed);
    onChange?.(next);
    focus(nextIndex);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    event.preventDefault();
    if (!digits) return;
    // A whole code fills every box, wherever it is pasted.
    const start = digits.length >= length ? 0 : index;
    const { boxes: next, next: nextIndex } = fillFrom(boxes, start, digits.slice(0, length));
    onChange?.(next);
    focus(nextIndex);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !boxes[index] && index > 0) {
      event.preventDefault();
      onChange?.(boxes.map((b, i) => (i === index - 1 ? '' : b)));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focus(index + 1);
    }
  };

  return (
    <div className="code-boxes" role="group" aria-label={t('accounts.verify.codeGroup')}>
      {boxes.map((digit, index) => (
        <Input
          key={index}
          id={index === 0 ? id : undefined}
          ref={(el) => {
            refs.current[index] = el;
          }}
          className="code-box"
          value={digit}
          disabled={disabled}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('accounts.verify.digit', { n: index + 1, length })}
          maxLength={length}
          onChange={(e) => write(index, e.target.value)}
          onPaste={(e) => onPaste(index, e)}
          onKeyDown={(e) => onKeyDown(index, e)}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}
