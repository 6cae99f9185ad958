import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';

/**
 * The unsaved-changes guard's `onSave` for a react-hook-form form: validates as the form's own
 * Save does, then runs `save`; resolves true only when the values were valid and `save` said
 * they were saved, so the guard leaves only then.
 */
export function formSaver<TFieldValues extends FieldValues, TTransformedValues>(
  handleSubmit: UseFormHandleSubmit<TFieldValues, TTransformedValues>,
  save: (values: TTransformedValues) => Promise<boolean>,
): () => Promise<boolean> {
  return () =>
    new Promise<boolean>((resolve) => {
      void handleSubmit(
        async (values) => resolve(await save(values)),
        () => resolve(false),
      )().catch(() => resolve(false));
    });
}
