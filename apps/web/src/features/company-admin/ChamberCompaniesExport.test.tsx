import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ChamberCompaniesExport } from './ChamberCompaniesExport.tsx';

const calls = vi.hoisted(() => ({ postBlob: vi.fn(), save: vi.fn(), toastText: vi.fn() }));
vi.mock('../../api/client.ts', () => ({ api: { postBlob: calls.postBlob } }));
vi.mock('../../lib/save-blob.ts', () => ({ saveBlob: calls.save }));
vi.mock('../../api/toasts.tsx', () => ({ toastErrorText: calls.toastText, toastError: vi.fn() }));
// The unexpected failure is logged as well as told; the test reads what the person is told.
vi.mock('../../api/unhandled-errors.ts', () => ({ logUnexpected: vi.fn() }));

beforeEach(() => {
  calls.postBlob.mockReset();
  calls.save.mockReset();
  calls.toastText.mockReset();
});

describe('chamber companies export', () => {
  it("posts the screen's filters, says it is preparing while the file is made, and saves it under the report's name", async () => {
    let finish: (b: Blob) => void = () => {};
    calls.postBlob.mockReturnValue(new Promise<Blob>((resolve) => (finish = resolve)));
    const { user } = renderWithProviders(<ChamberCompaniesExport list="verified" name="Dunav" />);
    await user.click(screen.getByRole('button', { name: 'Spreadsheet' }));
    expect(calls.postBlob).toHaveBeenCalledWith('api/Reports/chamber-companies-for-excel', { list: 'verified', name: 'Dunav' });
    const busy = await screen.findByRole('button', { name: /Preparing/ });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'PDF' })).toBeDisabled();
    const blob = new Blob(['xlsx']);
    finish(blob);
    await waitFor(() => expect(calls.save).toHaveBeenCalledWith(blob, 'Chamber companies.xlsx'));
    expect(await screen.findByRole('button', { name: 'Spreadsheet' })).toBeEnabled();
  });

  it('tells a failure in a message and lets the administrator try again', async () => {
    calls.postBlob.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderWithProviders(<ChamberCompaniesExport list="unverified" name={undefined} />);
    expect(screen.getByText('Export the list “Awaiting verification”:')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() =>
      expect(calls.toastText).toHaveBeenCalledWith('“Chamber companies” could not be made. Please check your connection and try again.'),
    );
    expect(calls.postBlob).toHaveBeenCalledWith('api/Reports/chamber-companies', { list: 'unverified', name: undefined });
    expect(calls.save).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'PDF' })).toBeEnabled();
  });
});
