import { useEffect, useState } from 'react';
import { NumberField, type NumberFieldProps } from '../../../components/form/NumberField.tsx';

interface LooseNumberFieldProps extends Omit<NumberFieldProps, 'value' | 'onChange'> {
  value: number | null;
  /** A number, or null while the input is empty or half-typed ("-", "0."). */
  onValue: (value: number | null) => void;
}

const asNumber = (v: string | number): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/**
 * A NumberField over a `number | null` value that keeps what is being typed: a leading minus or a
 * trailing decimal point stays in the input while the value is still null or unchanged.
 */
export function LooseNumberField({ value, onValue, ...props }: LooseNumberFieldProps) {
  const [text, setText] = useState<string | number>(value ?? '');
  useEffect(() => {
    // Follow the value when it changes from outside (reset, reload), not while it is being typed.
    setText((current) => (asNumber(current) === value ? current : (value ?? '')));
  }, [value]);
  return (
    <NumberField
      {...props}
      value={text}
      onChange={(v) => {
        setText(v);
        onValue(asNumber(v));
      }}
    />
  );
}
