import type { ComponentProps } from 'react';
import { Field, type FieldProps } from './field';
import { TextInput } from './text-input';

interface TextFieldProps extends Omit<FieldProps, 'children'> {
  /** The input's own props: what react-hook-form's `register` gives, limits, autocomplete. */
  input: ComponentProps<'input'>;
}

/** A labelled one-line text input: a Field around a TextInput. */
export function TextField({ input, ...field }: TextFieldProps) {
  return <Field {...field}>{(props) => <TextInput {...props} {...input} />}</Field>;
}
