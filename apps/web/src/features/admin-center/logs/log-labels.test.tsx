import { errorSources, logActions, logEntityTypes } from '@portal/contracts/logs/log-codes';
import { userLogEvents } from '@portal/contracts/logs/logs';
import { mailStatuses, mailTemplateNames } from '@portal/contracts/mail/mail-outbox';
import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import eng from '../../../../public/lang/eng/logs.json';
import sr from '../../../../public/lang/sr/logs.json';
import { renderWithProviders } from '../../../test/render.tsx';
import { logColumns } from './log-columns.tsx';
import { CodeGroup, codeChoices, codeLabel } from './log-labels.ts';

const groups: [CodeGroup, readonly string[]][] = [
  [CodeGroup.action, logActions],
  [CodeGroup.entityType, logEntityTypes],
  [CodeGroup.userEvent, userLogEvents],
  [CodeGroup.errorSource, errorSources],
  [CodeGroup.mailTemplate, mailTemplateNames],
  [CodeGroup.mailStatus, mailStatuses],
];

function Labels({ group, codes }: { group: CodeGroup; codes: readonly string[] }) {
  const { t, i18n } = useTranslation('logs');
  return (
    <>
      <ul>
        {codes.map((code) => (
          <li key={code}>{codeLabel(t, group, code)}</li>
        ))}
      </ul>
      <ol data-testid="choices">
        {codeChoices(t, group, codes, i18n.language).map((c) => (
          <li key={c.value}>{c.label}</li>
        ))}
      </ol>
    </>
  );
}

describe('log codes', () => {
  it.each(groups)('%s: every code the server writes has a name of its own in English and Serbian', (group, codes) => {
    for (const texts of [eng, sr]) {
      const names: Record<string, string> = texts[group];
      for (const code of codes) {
        expect(names[code], `${group}.${code}`).toBeTruthy();
        expect(names[code]).not.toBe(code);
      }
      // No name left over for a code the server no longer writes.
      expect(Object.keys(names).sort()).toEqual([...codes].sort());
    }
  });

  it('shows actions translated in the reader language, and an unknown code as itself', () => {
    renderWithProviders(<Labels group={CodeGroup.action} codes={['verify_company', 'user_deactivate', 'teleport_user']} />);
    expect(screen.getAllByText('Verified a company')).toHaveLength(2);
    expect(screen.getAllByText('Deactivated a user')).toHaveLength(2);
    expect(screen.getAllByText('teleport_user')).toHaveLength(2);
    expect(screen.queryByText('verify_company')).toBeNull();
  });

  it('offers the choices in the alphabetical order of their Serbian names', () => {
    renderWithProviders(<Labels group={CodeGroup.action} codes={['verify_company', 'add_product', 'delete_company']} />, { lng: 'sr' });
    expect(screen.getByText('Verifikovao kompaniju', { selector: 'ul li' })).toBeInTheDocument();
    const choices = [...screen.getByTestId('choices').querySelectorAll('li')].map((li) => li.textContent);
    expect(choices).toEqual(['Dodao proizvod', 'Obrisao kompaniju', 'Verifikovao kompaniju']);
  });

  it("shows an action entry's action, entity and sign-in event by name, not as codes", () => {
    function Row() {
      const { t } = useTranslation('logs');
      const action = { id: 1, fkUserId: 2, userEmail: 'ana@example.test', userFullName: 'Ana A', ipAddress: null, createdAt: '' };
      const entry = { ...action, action: 'unverify_company', entityType: 'company', entityId: '12' };
      const signIn = { ...action, email: null, event: 'login_locked', detail: null };
      return (
        <Table>
          <Table.Tbody>
            <Table.Tr>
              {logColumns.action.map((c) => (
                <Table.Td key={c.key}>{c.cell(entry, t)}</Table.Td>
              ))}
              <Table.Td>{logColumns.user[0].cell(signIn, t)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      );
    }
    renderWithProviders(<Row />, { lng: 'sr' });
    expect(screen.getByText('Povukao verifikaciju kompanije')).toBeInTheDocument();
    expect(screen.getByText('Kompanija #12')).toBeInTheDocument();
    expect(screen.getByText('Prijava odbijena: nalog zaključan')).toBeInTheDocument();
    expect(screen.queryByText(/unverify_company|login_locked/)).toBeNull();
  });
});
