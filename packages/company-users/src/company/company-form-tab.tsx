import type { CompanyDetails } from '@portal/api-schema';
import { applyServerErrors, ErrorState, formSaver, LoadingState, notify } from '@portal/ui';
import { type ComponentType, useState } from 'react';
import { type FieldValues, type Path, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import { useGetCompanyQuery } from './company-api';
import type { CompanyFormCardProps } from './company-form-card';

type OfCompany = ComponentType<{ details: CompanyDetails }>;

/**
 * A My Company tab: the company while it loads, why it could not be loaded, or a section about it
 * and its form (started again from the details of another company).
 */
export function CompanyFormTab({ section: Section, form: Form }: { section: OfCompany; form: OfCompany }) {
  const { data, error, isLoading, isFetching, refetch } = useGetCompanyQuery();
  if (isLoading || (error && isFetching)) return <LoadingState label="Loading the company" />;
  if (!data) return <ErrorState title="The company could not be loaded." onRetry={() => void refetch()} />;
  return (
    <>
      <Section details={data} />
      <Form key={data.id} details={data} />
    </>
  );
}

/** What a company form hands its CompanyFormCard. */
type CompanyFormCardState = Pick<CompanyFormCardProps, 'onSave' | 'onDiscard' | 'isDirty' | 'isSubmitting' | 'formError'>;

interface CompanyFormOptions<TInput extends FieldValues, TValues> {
  /** The form's defaults and resolver, as useForm takes them. */
  form: UseFormProps<TInput, unknown, TValues>;
  /** Sends valid values; the company's details as they are after the change. */
  send: (values: TValues) => Promise<CompanyDetails>;
  /** The form's part of the saved details: the form starts again from them. */
  savedValues: (details: CompanyDetails) => TInput;
  savedMessage: string;
  /** The form's fields in the order they appear for these values: the first with a server error gets the focus. */
  fieldsOf: (values: TValues) => readonly Path<TInput>[];
}

/**
 * A My Company form: saving valid values, starting again from what was saved and saying so, or
 * putting the server's errors next to their fields (the rest above the form).
 */
export function useCompanyForm<TInput extends FieldValues, TValues>({
  form: formProps,
  send,
  savedValues,
  savedMessage,
  fieldsOf,
}: CompanyFormOptions<TInput, TValues>): { form: UseFormReturn<TInput, unknown, TValues>; card: CompanyFormCardState } {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TInput, unknown, TValues>(formProps);
  const { handleSubmit, reset, setError, formState } = form;

  /** Saves valid values; true once saved (what the unsaved-changes guard waits for before leaving). */
  const save = async (values: TValues): Promise<boolean> => {
    setFormError(null);
    try {
      const updated = await send(values);
      reset(savedValues(updated));
      notify(savedMessage, 'success');
      return true;
    } catch (error) {
      setFormError(applyServerErrors(error, setError, fieldsOf(values)));
      return false;
    }
  };

  return {
    form,
    card: {
      onSave: formSaver(handleSubmit, save),
      onDiscard: () => reset(),
      isDirty: formState.isDirty,
      isSubmitting: formState.isSubmitting,
      formError,
    },
  };
}
