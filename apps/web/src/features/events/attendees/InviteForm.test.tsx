import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { InviteForm } from './InviteForm.tsx';
import { renderAttendees } from './test-fixtures.ts';
import { openEvent } from './test-fixtures.ts';

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));
vi.mock('../../../api/client.ts', () => ({ api: { get: calls.get, post: calls.post, put: vi.fn(), delete: vi.fn() } }));
vi.mock('../../../api/toasts.tsx', () => ({ toastError: calls.toastError, toastInfo: calls.toastInfo, toastSuccess: vi.fn() }));

function Where() {
  const location = useLocation();
  return <output data-testid="where">{JSON.stringify({ path: location.pathname, state: location.state })}</output>;
}

const where = () => JSON.parse(screen.getByTestId('where').textContent ?? '{}');

const templates = [
  {
    pkTemplateId: 41,
    fkChamberId: 1,
    name: 'Forum invitation',
    kind: 'invitation_mail',
    fkLanguageId: 1,
    subject: 'Join us at {{eventName}}',
    body: '<p>Dear partner, <strong>welcome</strong>.</p>',
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
  },
  {
    ...{ pkTemplateId: 42, fkChamberId: 1, name: 'Short note', kind: 'invitation_mail', fkLanguageId: 1 },
    subject: null,
    body: '<p>See you</p>',
  },
];

beforeEach(() => {
  calls.get.mockReset().mockResolvedValue({ list: [{ id: 11, name: 'Buyer', childenCount: 0 }] });
  calls.post.mockReset().mockImplementation(async (path: string) => {
    if (path === 'api/Company/search') return { companies: [], totalPages: 0, companiesCount: 0 };
    if (path === 'api/Events/invite-people') return { invitedCount: 2, skippedEmails: ['ana@firma.rs'], notMailedEmails: [] };
    if (path === 'api/Templates/get-all-templates') return { templates, totalPages: 1, totalCount: templates.length };
    throw new Error(`unexpected ${path}`);
  });
  calls.toastError.mockReset();
});

describe('invite form', () => {
  it('splits a pasted list, shows invalid addresses with the reason and sends only the valid ones', async () => {
    const { user } = renderAttendees(
      <>
        <InviteForm event={openEvent} />
        <Where />
      </>,
      { url: '/event-management/chamber-events/details/7/attendees/form' },
    );
    const input = screen.getByRole('combobox', { name: /E-mail addresses/ });
    await user.click(input);
    await user.paste('Ana@Firma.rs, marko@firma\nivan@firma.rs; ana@firma.rs');

    const invalid = await screen.findByTestId('invalid-emails');
    expect(invalid).toHaveTextContent('1 address is not valid and will not be sent');
    expect(within(invalid).getByText('marko@firma')).toBeInTheDocument();
    expect(invalid).toHaveTextContent('Enter a valid e-mail address.');
    expect(screen.getByTestId('invite-emails-count')).toHaveTextContent('2 addresses will be invited');

    await user.click(screen.getByRole('button', { name: 'Send 2 invitations' }));
    await waitFor(() => expect(where().path).toBe('/event-management/chamber-events/details/7/attendees'));
    expect(calls.post).toHaveBeenCalledWith(
      'api/Events/invite-people',
      { fkEventId: 7, emails: ['ana@firma.rs', 'ivan@firma.rs'], userIds: [], companyIds: [], fkAttendeeTypeId: null, fkTemplateId: null },
      { quiet: true },
    );
    expect(where().state.inviteOutcome).toEqual({
      invite: { invitedCount: 2, skippedEmails: ['ana@firma.rs'], notMailedEmails: [] },
      notSent: ['marko@firma'],
    });
  });

  it('asks for at least one valid address before sending', async () => {
    const { user } = renderAttendees(<InviteForm event={openEvent} />);
    await user.click(screen.getByRole('combobox', { name: /E-mail addresses/ }));
    await user.paste('nobody-at-all');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(calls.post).not.toHaveBeenCalledWith('api/Events/invite-people', expect.anything(), expect.anything());
  });

  it('adds the users of chosen companies to the list', async () => {
    calls.post.mockImplementation(async (path: string) => {
      if (path === 'api/Company/search')
        return {
          companies: [{ pkCompanyId: 3, name: 'Agro Vojvodina d.o.o.', countryName: 'Serbia', logoName: null }],
          totalPages: 1,
          companiesCount: 1,
        };
      if (path === 'api/Events/companies-for-emails') return { emails: ['owner@agro.rs', 'sales@agro.rs'] };
      throw new Error(`unexpected ${path}`);
    });
    const { user } = renderAttendees(<InviteForm event={openEvent} />);
    await user.click(screen.getByRole('combobox', { name: /^Companies/ }));
    await user.click(await screen.findByRole('option', { name: /Agro Vojvodina/ }));
    await user.click(screen.getByRole('button', { name: 'Add their users' }));
    await waitFor(() => expect(screen.getByTestId('invite-emails-count')).toHaveTextContent('2 addresses will be invited'));
    expect(calls.post).toHaveBeenCalledWith('api/Events/companies-for-emails', { companyIds: [3] });
    expect(screen.getByRole('button', { name: 'Remove sales@agro.rs' })).toBeInTheDocument();
  });

  it("offers the chamber's invitation mail templates, previews the chosen one and sends it", async () => {
    const { user } = renderAttendees(<InviteForm event={openEvent} />);
    await waitFor(() =>
      expect(calls.post).toHaveBeenCalledWith('api/Templates/get-all-templates', {
        pageNum: 1,
        pageSize: 100,
        kind: 'invitation_mail',
        fkChamberId: openEvent.fkChamberId,
      }),
    );
    expect(screen.queryByTestId('invite-template-preview')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Message template/ }));
    await user.click(await screen.findByRole('option', { name: 'Forum invitation' }));
    const preview = screen.getByTestId('invite-template-preview');
    expect(preview).toHaveTextContent('Join us at {{eventName}}');
    expect(within(preview).getByText('welcome').tagName).toBe('STRONG');

    await user.click(screen.getByRole('combobox', { name: /Message template/ }));
    await user.click(await screen.findByRole('option', { name: 'Short note' }));
    expect(screen.getByTestId('invite-template-preview')).toHaveTextContent(`Invitation: ${openEvent.name}`);

    await user.click(screen.getByRole('combobox', { name: /E-mail addresses/ }));
    await user.paste('ivan@firma.rs');
    await user.click(screen.getByRole('button', { name: 'Send 1 invitation' }));
    await waitFor(() =>
      expect(calls.post).toHaveBeenCalledWith(
        'api/Events/invite-people',
        expect.objectContaining({ emails: ['ivan@firma.rs'], fkTemplateId: 42 }),
        { quiet: true },
      ),
    );
  });

  it("shows the server's refusal of a template on the template field", async () => {
    calls.post.mockImplementation(async (path: string) => {
      if (path === 'api/Templates/get-all-templates') return { templates, totalPages: 1, totalCount: 2 };
      if (path === 'api/Events/invite-people')
        throw new ApiError(400, 'validation_error', 'validation_error', undefined, { fkTemplateId: 'invitation_template_not_usable' });
      throw new Error(`unexpected ${path}`);
    });
    const { user } = renderAttendees(<InviteForm event={openEvent} />);
    await user.click(screen.getByRole('combobox', { name: /Message template/ }));
    await user.click(await screen.findByRole('option', { name: 'Forum invitation' }));
    await user.click(screen.getByRole('combobox', { name: /E-mail addresses/ }));
    await user.paste('ivan@firma.rs');
    await user.click(screen.getByRole('button', { name: 'Send 1 invitation' }));
    expect(
      await screen.findByText('Choose an invitation mail template of the organising chamber or of your own chamber.'),
    ).toBeInTheDocument();
  });
});
