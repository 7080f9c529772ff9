import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EmailListInput } from './EmailListInput.tsx';
import type { EmailEntry } from './email-list.ts';
import { renderAttendees } from './test-fixtures.ts';

vi.setConfig({ testTimeout: 30_000 });

function Harness({ onChange }: { onChange: (entries: EmailEntry[]) => void }) {
  const [entries, setEntries] = useState<EmailEntry[]>([]);
  return (
    <EmailListInput
      label="E-mail addresses"
      value={entries}
      onChange={(next) => {
        setEntries(next);
        onChange(next);
      }}
    />
  );
}

describe('e-mail list input', () => {
  it('keeps "Name <address>" from a mail program whole when pasted', async () => {
    const onChange = vi.fn();
    const { user } = renderAttendees(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: /E-mail addresses/ }));
    await user.paste('Ana Petrović <ana@firma.rs>; "Marko M." <Marko@Firma.rs>');
    expect(onChange).toHaveBeenLastCalledWith([
      { value: 'ana@firma.rs', issue: null },
      { value: 'marko@firma.rs', issue: null },
    ]);
    expect(screen.getByRole('button', { name: 'Remove marko@firma.rs' })).toBeInTheDocument();
  });

  it('adds a typed address on comma and marks a wrong one, in Serbian too', async () => {
    const onChange = vi.fn();
    const { user } = renderAttendees(<Harness onChange={onChange} />, { lng: 'sr' });
    await user.type(screen.getByRole('combobox', { name: /E-mail addresses/ }), 'ana@firma.rs,ana@firma,');
    expect(onChange).toHaveBeenLastCalledWith([
      { value: 'ana@firma.rs', issue: null },
      { value: 'ana@firma', issue: { key: 'validation.email' } },
    ]);
    expect(screen.getByTestId('invalid-emails')).toHaveTextContent('1 adresa nije ispravna i neće biti poslata');
  });
});
