import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { renderInCompanyPage } from '../test-company.tsx';
import { ExportProfileButton } from './ExportProfileButton.tsx';

const fetchCompanyProfilePdf = vi.fn();
vi.mock('../api/companies.api.ts', () => ({ fetchCompanyProfilePdf: (id: number) => fetchCompanyProfilePdf(id) }));
const toastError = vi.fn();
const toastErrorText = vi.fn();
vi.mock('../../../api/toasts.tsx', () => ({
  toastError: (...args: unknown[]) => toastError(...args),
  toastErrorText: (text: string) => toastErrorText(text),
}));
const saveBlob = vi.fn();
vi.mock('../../../lib/save-blob.ts', () => ({ saveBlob: (blob: Blob, name: string) => saveBlob(blob, name) }));

describe('Export profile', () => {
  beforeEach(() => {
    fetchCompanyProfilePdf.mockReset();
    toastError.mockReset();
    toastErrorText.mockReset();
    saveBlob.mockReset();
    URL.createObjectURL = vi.fn(() => 'blob:company-profile');
    URL.revokeObjectURL = vi.fn();
  });

  it("says it is preparing the PDF, previews the company's PDF and downloads it under the spec's name", async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    let deliver: (b: Blob) => void = () => undefined;
    fetchCompanyProfilePdf.mockReturnValue(
      new Promise<Blob>((resolve) => {
        deliver = resolve;
      }),
    );
    const { user } = renderInCompanyPage(<ExportProfileButton />);
    const button = screen.getByRole('button', { name: 'Export profile' });
    await user.click(button);
    expect(fetchCompanyProfilePdf).toHaveBeenCalledWith(7);
    await waitFor(() => expect(button).toHaveTextContent('Preparing the PDF…'));
    expect(button).toHaveAttribute('aria-busy', 'true');
    deliver(pdf);
    const dialog = await screen.findByRole('dialog', { name: 'Company profile' });
    expect(dialog.querySelector('iframe')).toHaveAttribute('src', 'blob:company-profile');
    expect(screen.getByTitle('Company profile: preview')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(saveBlob).toHaveBeenCalledWith(pdf, 'Company profile.pdf');
    expect(button).toHaveTextContent('Export profile');
  });

  it("shows the server's reason for a refusal, and its own message when the PDF cannot be fetched", async () => {
    fetchCompanyProfilePdf.mockRejectedValueOnce(new ApiError(403, 'forbidden', 'company_not_visible'));
    const { user } = renderInCompanyPage(<ExportProfileButton />);
    await user.click(screen.getByRole('button', { name: 'Export profile' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('company_not_visible', undefined));
    fetchCompanyProfilePdf.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Export profile' }));
    await waitFor(() =>
      expect(toastErrorText).toHaveBeenCalledWith('“Company profile” could not be made. Please check your connection and try again.'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
