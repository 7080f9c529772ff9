import { Button, PasswordInput, TextInput } from '@mantine/core';
import { email, phone, requiredText, strongPassword } from '@portal/contracts/common/validation';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { issueToFieldIssue } from './form-errors.ts';
import { isFieldRequired } from './schema-fields.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { useZodForm } from './useZodForm.ts';

const schema = z
  .object({
    name: requiredText(10),
    email,
    phone: phone.nullish(),
    password: strongPassword,
    confirmPassword: z.string(),
    company: z.object({ title: requiredText(50), note: z.string().max(5).optional() }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'password_confirmation_does_not_match', path: ['confirmPassword'] });

type Values = {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  company: { title: string; note: string };
};
const initialValues: Values = { name: '', email: '', phone: '', password: '', confirmPassword: '', company: { title: '', note: '' } };

function Form({ onSubmit, serverError }: { onSubmit: (data: z.output<typeof schema>) => void; serverError?: unknown }) {
  const form = useZodForm(schema, { initialValues });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (data) => {
        if (serverError && form.applyServerError(serverError)) return;
        onSubmit(data);
      })}
    >
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="E-mail" {...form.getInputProps('email')} />
      <TextInput label="Phone" {...form.getInputProps('phone')} />
      <PasswordInput label="Password" {...form.getInputProps('password')} />
      <PasswordInput label="Confirm" {...form.getInputProps('confirmPassword')} />
      <TextInput label="Title" {...form.getInputProps('company.title')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('useZodForm', () => {
  it('marks required inputs with the red star and leaves optional ones plain', () => {
    renderWithProviders(<Form onSubmit={() => {}} />);
    for (const label of ['Name', 'E-mail', 'Password', 'Title']) {
      expect(screen.getByText(label).closest('label')?.textContent).toContain('*');
    }
    expect(screen.getByText('Phone').closest('label')?.textContent).not.toContain('*');
    expect(isFieldRequired(schema, 'company.note')).toBe(false);
    expect(isFieldRequired(schema, 'company.title')).toBe(true);
  });

  it('shows translated errors in red and does not submit', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<Form onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/E-mail/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'weak');
    await user.type(screen.getByLabelText(/Confirm/), 'other');
    await user.type(screen.getByLabelText(/Phone/), 'abc');
    await user.type(screen.getByLabelText(/Name/), 'far too long a name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText(/The password needs at least 8 characters/)).toBeInTheDocument();
    expect(screen.getByText('Password confirmation does not match the password.')).toBeInTheDocument();
    expect(screen.getByText('Use digits and symbols only, no letters.')).toBeInTheDocument();
    expect(screen.getByText('Enter at most 10 characters.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
    const error = screen.getByText('Enter a valid e-mail address.');
    expect(error.className).toContain('mantine-InputWrapper-error');
  });

  it('says "required" for every blank required field at once, and focuses the first', async () => {
    const { user } = renderWithProviders(<Form onSubmit={() => {}} />);
    await user.type(screen.getByLabelText(/^Password/), 'Str0ng!pass');
    await user.type(screen.getByLabelText(/Confirm/), 'Other!pass1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Name, e-mail (not "Enter a valid e-mail address.") and title; the mismatch shows beside them.
    // findAll returns at the first match; every one has to be there.
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(3));
    expect(screen.queryByText('Enter a valid e-mail address.')).not.toBeInTheDocument();
    expect(screen.getByText('Password confirmation does not match the password.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toHaveFocus());
  });

  it('submits the parsed values (trimmed, lower-cased)', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<Form onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/Name/), '  Ana ');
    await user.type(screen.getByLabelText(/E-mail/), 'Ana@Example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Str0ng!pass');
    await user.type(screen.getByLabelText(/Confirm/), 'Str0ng!pass');
    await user.type(screen.getByLabelText(/Title/), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Ana', email: 'ana@example.com', company: { title: 'Acme', note: '' } }),
    );
  });

  it("puts the server's fields answer on the inputs", async () => {
    const onSubmit = vi.fn();
    const serverError = {
      status: 400,
      body: { code: 'validation_error', message: 'validation_error', fields: { email: 'validation.email', 'company.title': 'taken_code' } },
    };
    const { user } = renderWithProviders(<Form onSubmit={onSubmit} serverError={serverError} />);
    await user.type(screen.getByLabelText(/Name/), 'Ana');
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Str0ng!pass');
    await user.type(screen.getByLabelText(/Confirm/), 'Str0ng!pass');
    await user.type(screen.getByLabelText(/Title/), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('This code is already taken.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Title/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('follows a language switch', async () => {
    const { user, i18n } = renderWithProviders(<Form onSubmit={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThan(0);
    await i18n.changeLanguage('sr');
    expect((await screen.findAllByText('Ovo polje je obavezno.')).length).toBeGreaterThan(0);
  });
});

describe('issueToFieldIssue', () => {
  it('maps zod issue codes to keys with their limits', () => {
    expect(issueToFieldIssue({ code: 'too_big', origin: 'string', maximum: 5, message: 'validation.max' })).toEqual({
      key: 'validation.max_length',
      params: { max: 5 },
    });
    expect(issueToFieldIssue({ code: 'too_small', origin: 'number', minimum: 3, message: 'x y' })).toEqual({
      key: 'validation.min_value',
      params: { min: 3 },
    });
    expect(issueToFieldIssue({ code: 'invalid_type', input: undefined, message: 'Invalid input' })).toEqual({ key: 'validation.required' });
    expect(issueToFieldIssue({ code: 'custom', message: 'keywords_required' })).toEqual({ key: 'keywords_required' });
    // A blank field: required, whatever rule refused it (a schema's own "required" key stays).
    expect(issueToFieldIssue({ code: 'invalid_format', message: 'validation.email' }, { value: ' ' })).toEqual({
      key: 'validation.required',
    });
    expect(issueToFieldIssue({ code: 'invalid_type', message: 'Invalid input' }, { value: undefined })).toEqual({
      key: 'validation.required',
    });
    expect(issueToFieldIssue({ code: 'too_small', message: 'keywords_required' }, { value: [] })).toEqual({ key: 'keywords_required' });
    expect(issueToFieldIssue({ code: 'invalid_format', message: 'validation.email' }, { value: 'ana@' })).toEqual({
      key: 'validation.email',
    });
  });
});
