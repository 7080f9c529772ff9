import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DateField } from './DateField.tsx';
import { KeywordsInput } from './KeywordsInput.tsx';
import { NumberField } from './NumberField.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { useZodForm } from './useZodForm.ts';

// A product-like schema: the pieces plug into useZodForm through getInputProps.
const schema = z
  .object({
    keywords: z.array(z.string().max(60)).min(1, 'keywords_required'),
    quantity: z.number({ error: 'validation.required' }).int().min(1),
    validFrom: z.iso.date({ error: 'validation.required' }),
    validTo: z.iso.date({ error: 'validation.required' }),
  })
  .refine((v) => v.validTo >= v.validFrom, { message: 'valid_from_greater_than_valid_to_error', path: ['validTo'] });

function ProductForm({ onSubmit }: { onSubmit: (v: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, {
    initialValues: {
      keywords: [] as string[],
      quantity: '' as number | string,
      validFrom: null as string | null,
      validTo: null as string | null,
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <KeywordsInput label="Keywords" {...form.getInputProps('keywords')} />
      <NumberField label="Quantity" {...form.getInputProps('quantity')} />
      <DateField label="Valid from" {...form.getInputProps('validFrom')} />
      <DateField label="Valid to" {...form.getInputProps('validTo')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('form pieces with useZodForm', () => {
  it('star the required pieces, show their errors, then submit clean values', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<ProductForm onSubmit={onSubmit} />);
    for (const label of ['Keywords', 'Quantity', 'Valid from', 'Valid to']) {
      expect(screen.getByText(label).closest('label')?.textContent).toContain('*');
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Keywords are required.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('combobox', { name: /Keywords/ }), 'steel wood ');
    await user.type(screen.getByLabelText(/Quantity/), '12');
    await user.type(screen.getByLabelText(/Valid from/), '10.05.2027.');
    await user.type(screen.getByLabelText(/Valid to/), '01.05.2027.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('"Valid from" must not be after "Valid to".')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Valid to/));
    await user.type(screen.getByLabelText(/Valid to/), '20.05.2027.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { keywords: ['steel', 'wood'], quantity: 12, validFrom: '2027-05-10', validTo: '2027-05-20' },
      expect.anything(),
    );
  });
});
