import { useCallback, useLayoutEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type FieldValues, type Path, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { $ZodType } from 'zod/v4/core';
import { applyFieldErrors } from './form-errors';
import { toast } from './toast';

export interface ServerFormOptions<TInput extends FieldValues, TOutput, TResult> extends Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'> {
  /** The domain schema the values are checked with before anything is sent: the one the server checks with. */
  schema?: $ZodType<TOutput, unknown>;
  /** The fields the server's `fieldErrors` may name; by default those of `defaultValues`. */
  fields?: readonly Path<TInput>[];
  /**
   * Sends the checked values (usually a mutation's `mutateAsync`). Resolving to `false` keeps the
   * form as it is, without a success (a check of the form's own refused the values and said why).
   */
  submit: (values: TOutput) => Promise<TResult | false>;
  /**
   * The toast's text when a failure lands on no field (the server's Italian message wins when it
   * has one). `null`: no toast from the form; the mutation's own `meta.error` tells it, or the form
   * shows `failure` itself.
   */
  errorToast: string | null;
  /** A failure the form tells its own way, after the field errors and before the toast: true when it did. */
  onFailure?: (error: unknown, form: UseFormReturn<TInput, unknown, TOutput>) => boolean;
  /** After a success: close the dialog, empty the form, go on. */
  onSuccess?: (result: TResult, values: TOutput) => void;
}

export interface ServerForm<TInput extends FieldValues, TOutput = TInput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** The `<form>`'s onSubmit: checks, sends, and puts the server's refusals on their fields. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** True while the values are checked and sent: the submit button shows it, the dialog stays. */
  pending: boolean;
  /** The last failure that landed on no field (cleared by the next submit), for a form that shows it inline. */
  failure: unknown;
  /** Puts the form back to its `defaultValues` as last given (a dialog does it each time it opens). */
  restart: () => void;
}

/**
 * A form that is sent to the server: react-hook-form with the domain schema, the submit, the
 * server's per-field messages on their fields (the first one focused), a toast for any other
 * failure, and the success step.
 */
export function useServerForm<TInput extends FieldValues, TOutput = TInput, TResult = unknown>({
  schema,
  fields,
  submit,
  errorToast,
  onFailure,
  onSuccess,
  ...options
}: ServerFormOptions<TInput, TOutput, TResult>): ServerForm<TInput, TOutput> {
  const form = useForm<TInput, unknown, TOutput>({
    ...options,
    resolver: schema ? (zodResolver(schema as $ZodType<TOutput, FieldValues>) as unknown as Resolver<TInput, unknown, TOutput>) : undefined,
  });
  const [failure, setFailure] = useState<unknown>(null);
  // The latest defaults, kept before any effect of a child (a dialog restarting the form as it opens) reads them.
  const defaults = useRef(options.defaultValues);
  useLayoutEffect(() => {
    defaults.current = options.defaultValues;
  });
  const named = fields ?? (Object.keys(options.defaultValues ?? {}) as Path<TInput>[]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    let result: TResult | false;
    try {
      result = await submit(values);
    } catch (error) {
      if (applyFieldErrors(error, form.setError, named)) return;
      if (onFailure?.(error, form)) return;
      setFailure(error);
      if (errorToast !== null) toast.fromError(error, errorToast);
      return;
    }
    if (result !== false) onSuccess?.(result, values);
  });

  const { reset } = form;
  const restart = useCallback(() => {
    setFailure(null);
    reset(defaults.current as TInput | undefined);
  }, [reset]);

  return { form, onSubmit, pending: form.formState.isSubmitting, failure, restart };
}
