import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formatDisplayDate, parseDisplayDate } from './date-format.ts';
import { DateField } from './DateField.tsx';
import { renderWithProviders } from '../../test/render.tsx';

function Controlled({ initial = null, onValue }: { initial?: string | null; onValue?: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <DateField
      label="Valid from"
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
    />
  );
}

describe('DateField', () => {
  it('shows the value as DD.MM.YYYY. and emits YYYY-MM-DD when a day is picked', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Controlled initial="2026-03-07" onValue={onValue} />);
    const input = screen.getByLabelText('Valid from');
    expect(input).toHaveValue('07.03.2026.');
    await user.click(input);
    await user.click(await screen.findByRole('button', { name: /^19 March 2026$/ }));
    expect(onValue).toHaveBeenLastCalledWith('2026-03-19');
    expect(input).toHaveValue('19.03.2026.');
  });

  it('starts the week on Monday', async () => {
    const { user } = renderWithProviders(<Controlled initial="2026-03-07" />);
    await user.click(screen.getByLabelText('Valid from'));
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers[0]).toBe('Mo');
    expect(headers[6]).toBe('Su');
  });

  it('accepts a typed date and clears with the clear button', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Controlled onValue={onValue} />);
    const input = screen.getByLabelText('Valid from');
    await user.type(input, '24.12.2027.');
    expect(onValue).toHaveBeenLastCalledWith('2027-12-24');
    await user.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('');
  });

  it('refuses years outside 1900-3000', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Controlled onValue={onValue} />);
    await user.type(screen.getByLabelText('Valid from'), '01.01.1899.');
    expect(onValue).not.toHaveBeenCalled();
    expect(parseDisplayDate('31.12.3000.')).toBe('3000-12-31');
  });

  it('uses Serbian month names in Serbian', async () => {
    const { user } = renderWithProviders(<Controlled initial="2026-03-07" />, { lng: 'sr' });
    await user.click(screen.getByLabelText('Valid from'));
    expect(await screen.findByText(/mart 2026/i)).toBeInTheDocument();
  });
});

describe('date format helpers', () => {
  it('parse and format DD.MM.YYYY.', () => {
    expect(parseDisplayDate('7.3.2026')).toBe('2026-03-07');
    expect(parseDisplayDate('07.03.2026.')).toBe('2026-03-07');
    expect(parseDisplayDate('31.02.2026.')).toBeNull();
    expect(parseDisplayDate('')).toBeNull();
    expect(formatDisplayDate('2026-03-07')).toBe('07.03.2026.');
    expect(formatDisplayDate(null)).toBe('');
  });
});
