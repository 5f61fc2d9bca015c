import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export interface ContractFormOptions<Values extends FieldValues> {
  /** The shared contract holding every rule of the form. */
  schema: z.ZodType;
  defaultValues: DefaultValues<Values>;
  /**
   * What the contract checks when the form holds its values in another shape (e.g. a bare dial
   * prefix that counts as an empty phone). Error paths must match the form's field names.
   */
  toInput?: (values: Values) => unknown;
}

export interface ContractForm<Values extends FieldValues> extends UseFormReturn<Values> {
  /** The message key of a field's error, once the field is touched or a submit was tried (SPEC 4 'Forms'). */
  errorOf: (name: string) => string | undefined;
}

/**
 * react-hook-form with a shared zod contract as its resolver: a field is checked on change and on
 * blur; a rule across fields names the other field in `register(name, { deps })`.
 */
export function useContractForm<Values extends FieldValues>({
  schema,
  defaultValues,
  toInput,
}: ContractFormOptions<Values>): ContractForm<Values> {
  const resolver = useMemo<Resolver<Values>>(() => {
    const check = zodResolver(schema as z.ZodType<unknown, FieldValues>) as unknown as Resolver<Values>;
    return (values, context, options) => check((toInput ? toInput(values) : values) as Values, context, options);
  }, [schema, toInput]);
  const form = useForm<Values>({ mode: 'all', defaultValues, resolver });
  const { formState } = form;

  const { errors, touchedFields, isSubmitted } = formState;
  const errorOf = useCallback(
    (name: string): string | undefined => {
      const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
      return typeof message === 'string' && (isSubmitted || get(touchedFields, name) === true) ? message : undefined;
    },
    [errors, touchedFields, isSubmitted],
  );
  return { ...form, errorOf };
}
