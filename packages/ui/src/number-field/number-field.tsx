import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { clampNumber } from './clamp-number';

export type NumberFieldValue = number | '';

export type NumberFieldProps = Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  value: NumberFieldValue;
  onChange: (value: NumberFieldValue) => void;
  min?: number;
  max?: number;
  /** Amount added or removed by the arrow keys. */
  step?: number;
};

// What may be typed on the way to a number: '-', '1.', '.5'.
const PARTIAL_NUMBER = /^-?\d*\.?\d*$/;

function toText(value: NumberFieldValue): string {
  return value === '' ? '' : String(value);
}

function parse(text: string): NumberFieldValue {
  if (text.trim() === '') return '';
  const number = Number(text);
  return Number.isFinite(number) ? number : '';
}

/**
 * A text field for numbers. While typing it reports what is typed; on blur and on Enter the value
 * is clamped to `min`/`max` and shown clamped.
 */
export function NumberField({ value, onChange, min, max, step = 1, onBlur, onKeyDown, slotProps, ...textFieldProps }: NumberFieldProps) {
  const [text, setText] = useState(() => toText(value));
  const [shownValue, setShownValue] = useState<NumberFieldValue>(value);

  // A new value from the parent replaces what is typed (derived state, without an effect).
  if (value !== shownValue) {
    setShownValue(value);
    if (parse(text) !== value) setText(toText(value));
  }

  const report = (next: NumberFieldValue, nextText: string) => {
    setText(nextText);
    setShownValue(next);
    if (next !== value) onChange(next);
  };

  const commit = () => {
    const parsed = parse(text);
    const committed = parsed === '' ? '' : clampNumber(parsed, min, max);
    report(committed, toText(committed));
  };

  const stepBy = (direction: 1 | -1) => {
    const current = parse(text);
    const start = current === '' ? (min ?? 0) : current;
    // Rounded to the step's decimals so that 0.1 + 0.2 shows as 0.3.
    const decimals = (String(step).split('.')[1] ?? '').length;
    const next = clampNumber(Number((start + direction * step).toFixed(decimals)), min, max);
    report(next, toText(next));
  };

  const integerOnly = Number.isInteger(step) && (min === undefined || Number.isInteger(min));

  return (
    <TextField
      {...textFieldProps}
      type="text"
      value={text}
      onChange={(event) => {
        const nextText = event.target.value;
        if (!PARTIAL_NUMBER.test(nextText)) return;
        report(parse(nextText), nextText);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        commit();
        onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
          event.preventDefault();
          stepBy(event.key === 'ArrowUp' ? 1 : -1);
        }
        onKeyDown?.(event);
      }}
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: integerOnly ? 'numeric' : 'decimal',
          role: 'spinbutton',
          'aria-valuemin': min,
          'aria-valuemax': max,
          'aria-valuenow': value === '' ? undefined : value,
          ...(typeof slotProps?.htmlInput === 'object' ? slotProps.htmlInput : {}),
        },
      }}
    />
  );
}
