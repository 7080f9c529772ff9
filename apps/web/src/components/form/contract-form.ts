import { useState } from 'react';
import { z } from 'zod';
import { type ZodForm, type ZodFormOptions, useZodForm } from './useZodForm.ts';

type FormValues = Record<string, unknown>;

/**
 * How a form edits a contract: `toValues` turns what is stored into the values its inputs hold
 * (text as '', ids as select strings...), and `schema` checks those values and parses them back
 * into the request body, its output. When the inputs hold the contract's own fields, the schema is
 * the contract with a last `.transform` (blank text to null...); otherwise `contractRules` builds it.
 */
interface ContractForm<Stored, V extends FormValues, S extends z.ZodType> {
  schema: S;
  toValues: (stored: Stored) => V;
}

/** Declares a contract form (the types of its two directions are checked together). */
export const contractForm = <Stored, V extends FormValues, S extends z.ZodType>(form: ContractForm<Stored, V, S>) => form;

/**
 * The Mantine form of a contract form, starting from `stored`: red stars and translated errors as
 * useZodForm gives them, and `onSubmit` hands over the request body (the schema's output).
 */
export function useContractForm<Stored, V extends FormValues, S extends z.ZodType>(
  { schema, toValues }: ContractForm<Stored, V, S>,
  stored: Stored,
  options: Omit<ZodFormOptions<V, S>, 'initialValues'> = {},
): ZodForm<V, S> {
  const [initialValues] = useState(() => toValues(stored));
  return useZodForm<V, S>(schema, { ...options, initialValues });
}

interface ContractRulesOptions {
  /** Contract field -> input path where they differ (an instant's error shows under its day). */
  paths?: Readonly<Record<string, string>>;
  /** Contract issues the inputs' own checks already report. */
  skip?: (issue: z.core.$ZodIssue) => boolean;
}

/**
 * The schema of a form whose inputs hold something else than the contract's fields (a day and a
 * time for an instant): `fields` checks the inputs themselves and gives the red stars; once no
 * input is missing, every rule of `contract` runs on the body `toInput` builds from the values, its
 * issues put on the inputs. The output is the contract's parsed body.
 */
export function contractRules<F extends z.ZodObject, C extends z.ZodType>(
  fields: F,
  contract: C,
  toInput: (values: z.output<F>) => z.input<C>,
  { paths = {}, skip = () => false }: ContractRulesOptions = {},
) {
  const onInputs = (issue: z.core.$ZodIssue) => {
    const [field = '', ...rest] = issue.path.map(String);
    // The issue keeps its code and limits, so a blank input still reads "required".
    return { ...issue, path: [paths[field] ?? field, ...rest] };
  };
  return fields
    .superRefine((values, ctx) => {
      const parsed = contract.safeParse(toInput(values));
      for (const issue of parsed.error?.issues ?? []) if (!skip(issue)) ctx.addIssue(onInputs(issue));
    })
    .transform((values, ctx): z.output<C> => {
      const parsed = contract.safeParse(toInput(values));
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue(onInputs(issue));
      return z.NEVER;
    });
}
