import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ChartCard } from './ChartCard.tsx';

const fetchInsightsCsv = vi.fn();
vi.mock('../api/insights.api.ts', () => ({ fetchInsightsCsv: (...args: unknown[]) => fetchInsightsCsv(...args) }));
const saveBlob = vi.fn();
vi.mock('../../../lib/save-blob.ts', () => ({ saveBlob: (blob: Blob, name: string) => saveBlob(blob, name) }));

const rows = [
  { countryId: 1, name: 'Serbia', companies: 12 },
  { countryId: 2, name: 'Albania', companies: 3 },
];

const card = (shown = rows) => (
  <ChartCard
    chart="companies-by-economy"
    title="Companies by economy"
    query={{ countryId: 1, from: '2026-01-01' }}
    rows={shown}
    rowKey={(r) => String(r.countryId)}
    columns={[
      { key: 'economy', label: 'Economy', value: (r) => r.name },
      { key: 'companies', label: 'Companies', value: (r) => r.companies, numeric: true },
    ]}
    summary="15 companies in 2 economies."
  >
    <div data-testid="drawing" />
  </ChartCard>
);

describe('a chart of the insights', () => {
  beforeEach(() => {
    fetchInsightsCsv.mockReset();
    saveBlob.mockReset();
  });

  it('hides its drawing from screen readers, which read its table, and shows the table at a switch', async () => {
    const { user } = renderWithProviders(card());
    expect(screen.getByTestId('drawing').closest('[aria-hidden="true"]')).not.toBeNull();
    const table = screen.getByRole('table', { name: 'Companies by economy' });
    expect(within(table).getByRole('rowheader', { name: 'Serbia' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['12', '3']);
    await user.click(screen.getByRole('radio', { name: 'Table' }));
    expect(screen.queryByTestId('drawing')).toBeNull();
    expect(screen.getByRole('table', { name: 'Companies by economy' })).toBeVisible();
  });

  it('downloads the CSV the server makes for the same filter, under its name', async () => {
    const csv = new Blob(['Economy,Companies\r\nSerbia,12\r\n'], { type: 'text/csv' });
    fetchInsightsCsv.mockResolvedValue(csv);
    const { user } = renderWithProviders(card());
    await user.click(screen.getByRole('button', { name: 'Download the CSV of “Companies by economy”' }));
    expect(fetchInsightsCsv).toHaveBeenCalledWith('companies-by-economy', { countryId: 1, from: '2026-01-01' });
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(csv, 'insights-companies-by-economy.csv'));
  });

  it('says when the filter leaves nothing to show', () => {
    renderWithProviders(card([]));
    expect(screen.getByTestId('empty-companies-by-economy')).toHaveTextContent('Nothing to show for this filter.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
