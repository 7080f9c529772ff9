import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { KeywordsInput, normalizeKeywords } from './KeywordsInput.tsx';
import { renderWithProviders } from '../../test/render.tsx';

function Controlled({ initial = [], onValue }: { initial?: string[]; onValue?: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <KeywordsInput
        label="Keywords"
        required
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
      />
      <button type="button">next</button>
    </>
  );
}

describe('KeywordsInput', () => {
  it('adds keywords on Enter, comma, space and Tab', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Controlled onValue={onValue} />);
    const input = screen.getByRole('combobox', { name: /Keywords/ });
    await user.type(input, 'steel{Enter}');
    await user.type(input, 'wood,');
    await user.type(input, 'glass ');
    await user.type(input, 'stone');
    await user.tab();
    expect(onValue).toHaveBeenLastCalledWith(['steel', 'wood', 'glass', 'stone']);
    expect(input).toHaveFocus();
    expect(input).toHaveValue('');
    // with nothing typed, Tab moves on
    await user.tab();
    expect(screen.getByRole('button', { name: 'next' })).toHaveFocus();
  });

  it('splits pasted text, trims, drops blanks and duplicates', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Controlled initial={['Steel']} onValue={onValue} />);
    await user.click(screen.getByRole('combobox', { name: /Keywords/ }));
    await user.paste('  steel   iron,  copper;;iron ');
    expect(onValue).toHaveBeenLastCalledWith(['Steel', 'iron', 'copper']);
  });

  it('cuts keywords to 60 characters', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Controlled onValue={onValue} />);
    await user.type(screen.getByRole('combobox', { name: /Keywords/ }), `${'a'.repeat(70)}{Enter}`);
    expect(onValue).toHaveBeenLastCalledWith(['a'.repeat(60)]);
  });

  it('removes the last keyword with Backspace and one by its remove button', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Controlled initial={['one', 'two', 'three']} onValue={onValue} />);
    await user.click(screen.getByRole('combobox', { name: /Keywords/ }));
    await user.keyboard('{Backspace}');
    expect(onValue).toHaveBeenLastCalledWith(['one', 'two']);
    await user.click(screen.getByRole('button', { name: 'Remove keyword one' }));
    expect(onValue).toHaveBeenLastCalledWith(['two']);
  });

  it('shows the hint and the required star', () => {
    renderWithProviders(<Controlled />);
    expect(screen.getByText(/at most 60 characters each/)).toBeInTheDocument();
    expect(screen.getByText('Keywords').closest('label')?.textContent).toContain('*');
  });
});

describe('normalizeKeywords', () => {
  it('splits, trims, de-duplicates case-insensitively and cuts', () => {
    expect(normalizeKeywords([' a  b ', 'A', '', 'c;d', 'x'.repeat(61)])).toEqual(['a', 'b', 'c', 'd', 'x'.repeat(60)]);
  });
});
