import { Field, type FieldProps, TextLink } from '@portal/ui/light';

/** The account's e-mail address, as the sign-in screens ask for it; `register`'s props spread on it. */
export function EmailField(props: Omit<FieldProps, 'id' | 'label' | 'type' | 'autoComplete' | 'required'>) {
  return <Field {...props} id="field-email" label="E-mail" type="email" autoComplete="email" required />;
}

/** Under a form that is a step away from logging in: the way back to it. */
export function BackToLogin() {
  return (
    <p className="portal-center portal-secondary">
      <TextLink to="/login">Back to login</TextLink>
    </p>
  );
}
