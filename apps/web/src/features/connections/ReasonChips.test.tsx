import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReasonChips } from './ReasonChips.tsx';
import { renderWithProviders } from '../../test/render.tsx';

const reasons = [
  { code: 'targets_your_market' as const, items: ['Serbia'] },
  { code: 'buys_what_you_sell' as const, items: ['Cheese', 'Milk', 'Butter'] },
];

describe('ReasonChips', () => {
  it('reads as sentences, strongest reason first, with the hidden items counted', () => {
    renderWithProviders(<ReasonChips reasons={reasons} />);
    const chips = screen.getAllByRole('listitem');
    expect(chips.map((c) => c.textContent)).toEqual(['Buys what you sell: Cheese, Milk +1', 'Targets your market: Serbia']);
    expect(screen.getByLabelText('Buys what you sell: Cheese, Milk, Butter')).toBeInTheDocument();
  });

  it('speaks Serbian', () => {
    renderWithProviders(<ReasonChips reasons={reasons} />, { lng: 'sr' });
    expect(screen.getByText('Kupuje ono što prodajete')).toBeInTheDocument();
    expect(screen.getByText('Cilja vaše tržište')).toBeInTheDocument();
  });

  it('renders nothing without reasons', () => {
    const { container } = renderWithProviders(<ReasonChips reasons={[]} />);
    expect(container.querySelector('ul')).toBeNull();
  });
});
