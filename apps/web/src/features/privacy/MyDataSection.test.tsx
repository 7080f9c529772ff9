import type { DataExport } from '@portal/contracts/privacy/data-exports';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { MyDataSection } from './MyDataSection.tsx';

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), blob: vi.fn() }));
vi.mock('../../api/client.ts', () => ({ api: calls }));
const saved = vi.hoisted(() => vi.fn());
vi.mock('../../lib/save-blob.ts', () => ({ saveBlob: saved }));

const exportOf = (o: Partial<DataExport>): DataExport => ({
  id: 5,
  status: 'pending',
  progress: 0,
  createdAt: '2026-11-28T10:00:00Z',
  readyAt: null,
  expiresAt: null,
  size: null,
  ...o,
});

beforeEach(() => {
  for (const f of [calls.get, calls.post, calls.blob, saved]) f.mockReset();
});

describe('Download my data on the account page', () => {
  it('starts an export and shows its progress', async () => {
    calls.get.mockResolvedValue({ export: null });
    calls.post.mockResolvedValue(exportOf({ status: 'running', progress: 40 }));
    const { user } = renderWithProviders(<MyDataSection />, { url: '/users/account/edit', route: '/users/account/edit' });
    // Enabled once the latest export is known.
    await waitFor(() => expect(screen.getByTestId('my-data-start')).toBeEnabled());
    await user.click(screen.getByTestId('my-data-start'));
    expect(calls.post).toHaveBeenCalledWith('api/MyData/exports', {}, { quiet: true });
    expect(await screen.findByRole('progressbar', { name: 'Preparing your data' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText(/^Preparing your data: 40 %/)).toBeVisible();
    expect(screen.queryByTestId('my-data-start')).toBeNull();
  });

  it('offers a ready export until it expires, and downloads it by its id', async () => {
    calls.get.mockResolvedValue({ export: exportOf({ status: 'ready', progress: 100, expiresAt: '2026-12-05T10:00:00Z' }) });
    calls.blob.mockResolvedValue(new Blob(['zip']));
    const { user } = renderWithProviders(<MyDataSection />, { url: '/users/account/edit', route: '/users/account/edit' });
    expect(await screen.findByText('Your data is ready. It can be downloaded once, until 05.12.2026.')).toBeVisible();
    await user.click(screen.getByTestId('my-data-download'));
    expect(calls.blob).toHaveBeenCalledWith('api/MyData/exports/5/download');
    expect(saved).toHaveBeenCalledWith(expect.any(Blob), 'my-data.zip');
  });

  it("downloads with the mailed link's token, and says why a used link is refused", async () => {
    calls.get.mockResolvedValue({ export: exportOf({ status: 'downloaded', progress: 100 }) });
    calls.blob.mockRejectedValue(new ApiError(422, 'data_export_link_used', 'data_export_link_used'));
    const token = 'a'.repeat(43);
    const { user } = renderWithProviders(<MyDataSection />, { url: `/users/account/edit?export=${token}`, route: '/users/account/edit' });
    await user.click(await screen.findByTestId('my-data-link-download'));
    expect(calls.blob).toHaveBeenCalledWith(`api/MyData/download/${token}`);
    expect(await screen.findByTestId('my-data-refused')).toHaveTextContent(
      'This copy of your data has already been downloaded; the link works once.',
    );
    expect(screen.getByText('Your last copy was downloaded. Ask for a new one at any time.')).toBeVisible();
    expect(screen.getByTestId('my-data-start')).toBeEnabled();
  });
});
