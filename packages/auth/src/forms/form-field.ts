import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';

/** `register` for MUI's TextField: the ref must reach the input element, not the wrapper. */
export function muiField<T extends FieldValues>(register: UseFormRegister<T>, name: Path<T>) {
  const { ref, ...field } = register(name);
  return { ...field, inputRef: ref, id: `field-${name}` };
}
