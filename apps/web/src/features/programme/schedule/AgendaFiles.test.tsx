import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AgendaFiles } from './AgendaFiles.tsx';

const calls = vi.hoisted(() => ({ blob: vi.fn(), save: vi.fn(), toastError: vi.fn(), toastErrorText: vi.fn() }));
vi.mock('../../../api/client.ts', () => ({ api: { blob: calls.blob } }));
vi.mock('../../../api/toasts.tsx', () => ({ toastError: calls.toastError, toastErrorText: calls.toastErrorText }));
vi.mock('../../../lib/save-blob.ts', () => ({ saveBlob: calls.save }));

describe('agenda files', () => {
  beforeEach(() => {
    calls.blob.mockReset();
    calls.save.mockReset();
    calls.toastError.mockReset();
    URL.createObjectURL = vi.fn(() => 'blob:agenda');
    URL.revokeObjectURL = vi.fn();
  });

  it("previews my agenda while saying it is being made, and saves it under the spec's name", async () => {
    const pdf = new Blob(['%PDF-1.7']);
    let deliver: (b: Blob) => void = () => undefined;
    calls.blob.mockReturnValueOnce(
      new Promise<Blob>((resolve) => {
        deliver = resolve;
      }),
    );
    const { user } = renderWithProviders(<AgendaFiles eventId={4} hasMyAgenda />);
    const button = await screen.findByRole('button', { name: 'My agenda (PDF)' });
    await user.click(button);
    expect(calls.blob).toHaveBeenCalledWith('api/Reports/user-on-agenda-pdf/4');
    await waitFor(() => expect(button).toHaveTextContent('Preparing the PDF…'));
    expect(button).toHaveAttribute('aria-busy', 'true');
    deliver(pdf);
    await screen.findByRole('dialog', { name: 'My agenda (PDF)' });
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(calls.save).toHaveBeenCalledWith(pdf, 'User Agenda report.pdf');
  });

  it("saves the event's calendar at once, and tells the server's reason for a refusal", async () => {
    const ics = new Blob(['BEGIN:VCALENDAR']);
    calls.blob.mockResolvedValueOnce(ics);
    const { user } = renderWithProviders(<AgendaFiles eventId={4} hasMyAgenda={false} />);
    await user.click(await screen.findByRole('button', { name: 'Agenda files' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Event agenda (calendar .ics)' }));
    await waitFor(() => expect(calls.save).toHaveBeenCalledWith(ics, 'Agenda.ics'));
    expect(calls.blob).toHaveBeenCalledWith('api/Reports/event-schedules-ics/4');
    calls.blob.mockRejectedValueOnce(new ApiError(422, 'business_rule', 'no_sessions_for_user'));
    await user.click(screen.getByRole('button', { name: 'Agenda files' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Event agenda (PDF)' }));
    await waitFor(() => expect(calls.toastError).toHaveBeenCalledWith('no_sessions_for_user', undefined));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
