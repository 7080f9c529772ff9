import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField.tsx';
import { renderWithProviders } from '../../test/render.tsx';

function Controlled(props: { allowDecimal?: boolean; allowNegative?: boolean; onValue?: (v: number | string) => void }) {
  const [value, setValue] = useState<number | string>('');
  return (
    <NumberField
      label="Employees"
      required
      value={value}
      allowDecimal={props.allowDecimal}
      allowNegative={props.allowNegative}
      onChange={(v) => {
        setValue(v);
        props.onValue?.(v);
      }}
    />
  );
}

describe('NumberField', () => {
  it('blocks e, +, - and . so only digits get in', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Controlled onValue={onValue} />);
    const input = screen.getByLabelText(/Employees/);
    await user.type(input, '1e+2-3.4');
    expect(input).toHaveValue('1234');
    expect(onValue).toHaveBeenLastCalledWith(1234);
  });

  it('shows the red star when required', () => {
    renderWithProviders(<Controlled />);
    expect(screen.getByText('Employees').closest('label')?.textContent).toContain('*');
  });

  it('lets decimals and negatives through when asked', async () => {
    const { user } = renderWithProviders(<Controlled allowDecimal allowNegative />);
    const input = screen.getByLabelText(/Employees/);
    await user.type(input, '-1.5e');
    expect(input).toHaveValue('-1.5');
  });
});
