import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Certificate } from '@portal/contracts/companies/certificates';
import { renderWithProviders } from '../../../test/render.tsx';
import { CertificateForm, certificateValues } from './CertificateModal.tsx';

const mutateAsync = vi.fn();
vi.mock('../api/company-queries.ts', () => ({ useSaveCertificate: () => ({ mutateAsync, isPending: false }) }));
vi.mock('../../../api/toasts.tsx', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));

const existing: Certificate = {
  pkCertificateId: 7,
  fkCompanyId: 3,
  companyName: 'Dunav Foods',
  name: 'ISO 9001',
  issuer: null,
  validFrom: '2025-05-10',
  validTo: '2025-05-01',
  isValid: false,
};
const ORDER_MESSAGE = '"Valid from" must not be after "Valid to".';

describe('certificate form', () => {
  beforeEach(() => {
    mutateAsync.mockReset();
    mutateAsync.mockResolvedValue(existing);
  });

  it('maps a certificate to form values (no issuer becomes an empty text)', () => {
    expect(certificateValues(3, existing)).toEqual({
      pkCertificateId: 7,
      fkCompanyId: 3,
      name: 'ISO 9001',
      issuer: '',
      validFrom: '2025-05-10',
      validTo: '2025-05-01',
    });
    expect(certificateValues(3)).toEqual({ fkCompanyId: 3, name: '', issuer: '', validFrom: null, validTo: null });
  });

  it('refuses a "valid to" before "valid from" and saves once the dates are in order', async () => {
    const onDone = vi.fn();
    const { user } = renderWithProviders(<CertificateForm companyId={3} certificate={existing} onDone={onDone} />);
    fireEvent.submit(screen.getByTestId('certificate-form'));
    expect(await screen.findByText(ORDER_MESSAGE)).toBeInTheDocument();
    expect(mutateAsync).not.toHaveBeenCalled();

    const validTo = screen.getByLabelText('Valid to');
    await user.clear(validTo);
    await user.type(validTo, '10.05.2026.');
    fireEvent.submit(screen.getByTestId('certificate-form'));
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    expect(mutateAsync.mock.calls[0][0]).toEqual({
      pkCertificateId: 7,
      fkCompanyId: 3,
      name: 'ISO 9001',
      issuer: null,
      validFrom: '2025-05-10',
      validTo: '2026-05-10',
    });
    expect(onDone).toHaveBeenCalled();
    expect(screen.queryByText(ORDER_MESSAGE)).not.toBeInTheDocument();
  });

  it('accepts the same day for both dates and open-ended certificates, and needs a name', async () => {
    const { user } = renderWithProviders(<CertificateForm companyId={3} certificate={null} onDone={() => {}} />);
    await user.type(screen.getByLabelText('Valid from'), '01.02.2026.');
    fireEvent.submit(screen.getByTestId('certificate-form'));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Certificate name/), 'HACCP');
    await user.type(screen.getByLabelText('Valid to'), '01.02.2026.');
    fireEvent.submit(screen.getByTestId('certificate-form'));
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    expect(mutateAsync.mock.calls[0][0]).toMatchObject({ name: 'HACCP', validFrom: '2026-02-01', validTo: '2026-02-01' });
  });
});
