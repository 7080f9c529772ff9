import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ForbiddenPage } from './StatusPages.tsx';

describe('ForbiddenPage', () => {
  it('says why when the refusal named a reason', () => {
    renderWithProviders(<ForbiddenPage />, { url: '/403?reason=dont_have_invitation' });
    expect(screen.getByText('403')).toBeInTheDocument();
    expect(screen.getByTestId('status-text')).toHaveTextContent("You don't have an invitation for this event.");
  });

  it('keeps the general text without a reason, or with one that is not an error key', () => {
    renderWithProviders(<ForbiddenPage />, { url: '/403?reason=<b>x</b>', lng: 'sr' });
    expect(screen.getByTestId('status-text')).not.toHaveTextContent('<b>');
  });
});
