import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { KeyboardEvent } from 'react';

export interface NumberFieldProps extends NumberInputProps {
  /** Characters refused at the keyboard; by default e, E, + and - (and the dot when decimals are off). */
  blockedKeys?: string[];
}

/**
 * A number input that refuses the characters browsers accept in numbers (e + - .) unless asked for:
 * whole, non-negative numbers by default; `allowDecimal` and `allowNegative` open them up.
 */
export function NumberField({ blockedKeys, allowDecimal = false, allowNegative = false, onKeyDown, ...props }: NumberFieldProps) {
  const blocked = blockedKeys ?? ['e', 'E', '+', ...(allowNegative ? [] : ['-']), ...(allowDecimal ? [] : ['.', ','])];
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (blocked.includes(event.key)) event.preventDefault();
    onKeyDown?.(event);
  };
  return <NumberInput allowDecimal={allowDecimal} allowNegative={allowNegative} onKeyDown={handleKeyDown} {...props} />;
}
