import type { EventDocument } from '@portal/contracts/programme/documents';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DocumentsList } from './DocumentsList.tsx';

const calls = vi.hoisted(() => ({ post: vi.fn(), put: vi.fn() }));
vi.mock('../../../api/client.ts', () => ({ api: { get: vi.fn(), post: calls.post, put: calls.put, delete: vi.fn() } }));
vi.mock('../../../api/toasts.tsx', () => ({ toastError: vi.fn(), toastInfo: vi.fn(), toastSuccess: vi.fn() }));

vi.setConfig({ testTimeout: 30_000 });

const doc = (over: Partial<EventDocument> = {}): EventDocument => ({
  pkEventDocumentId: 5,
  fkEventId: 9,
  eventName: 'Forum',
  name: 'Programme',
  description: null,
  fileName: 'programme.pdf',
  mimeType: 'application/pdf',
  size: 2048,
  uploadedBy: 'Ana Kovač',
  createdAt: '2026-11-20T10:00:00Z',
  canEdit: true,
  mainLanguage: 'eng',
  textLanguages: { name: 'eng', description: 'eng' },
  editableTexts: null,
  ...over,
});

beforeEach(() => {
  calls.post.mockReset().mockImplementation(async (path: string) => {
    if (path === 'api/EventDocuments/search') return { eventDocuments: [doc()], totalPages: 1, totalCount: 1 };
    throw new ApiError(400, 'file_too_large', 'file_too_large');
  });
  calls.put.mockReset().mockResolvedValue(doc({ name: 'Final programme' }));
});

describe('documents', () => {
  it("lists an event's documents and shows an upload refusal on the file", async () => {
    renderWithProviders(<DocumentsList eventId={9} canUpload />);
    const card = await screen.findByTestId('document-card');
    expect(card).toHaveTextContent('Programme');
    expect(card).toHaveTextContent('2.0 kB');
    expect(calls.post).toHaveBeenCalledWith('api/EventDocuments/search', { pageNum: 1, pageSize: 10, fkEventId: 9 }, { quiet: true });

    await userEvent.click(screen.getByTestId('upload-document'));
    const form = await screen.findByTestId('upload-form');
    await userEvent.upload(
      form.querySelector('input[type=file]') as HTMLInputElement,
      new File(['%PDF'], 'big.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(within(form).getByTestId('upload-save'));
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith('api/EventDocuments/9', expect.any(FormData), { quiet: true }));
    expect(await within(form).findByText('The file is too large.')).toBeInTheDocument();
  });

  it("renames a document in its event's main language and in another side by side", async () => {
    // The card shows the reader's (Serbian) name; the form edits the main language's (English) one.
    const read = doc({
      name: 'Program',
      textLanguages: { name: 'sr', description: 'eng' },
      editableTexts: { mainLanguage: 'eng', texts: { eng: { name: 'Programme', description: null }, sr: { name: 'Program' } } },
    });
    calls.post.mockResolvedValue({ eventDocuments: [read], totalPages: 1, totalCount: 1 });
    renderWithProviders(<DocumentsList eventId={null} canUpload={false} />);
    const card = await screen.findByTestId('document-card');
    expect(card).toHaveTextContent('Forum');
    expect(screen.queryByTestId('upload-document')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Rename Program' }));
    const [name] = await screen.findAllByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Programme');
    await userEvent.clear(name);
    await userEvent.type(name, 'Final programme');
    await userEvent.click(screen.getByRole('tab', { name: /Shqip/ }));
    await userEvent.type(await screen.findByTestId('document-name-sq'), 'Programi');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.put).toHaveBeenCalledWith(
        'api/EventDocuments',
        {
          pkEventDocumentId: 5,
          name: 'Final programme',
          description: null,
          translations: { sr: { name: 'Program' }, sq: { name: 'Programi' } },
        },
        { quiet: true },
      ),
    );
  });
});
