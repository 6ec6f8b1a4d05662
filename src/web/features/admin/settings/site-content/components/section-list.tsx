import {
  get,
  useFieldArray,
  useFormState,
  type Control,
  type FieldArray,
  type FieldArrayPath,
  type FieldValues,
} from 'react-hook-form';
import { listErrorMessage } from '../../utils/site-form-errors';
import { EditableList, type EditableListProps } from './editable-list';

interface SectionListProps<V extends FieldValues, N extends FieldArrayPath<V>, T> extends Omit<
  EditableListProps,
  'keys' | 'error' | 'onAdd' | 'onMove' | 'onRemove'
> {
  /** The section form's control. */
  control: Control<V, unknown, T>;
  /** The list's place in the form ("items", "phones", "items.0.features"). */
  name: N;
  /** A new row's values, when Add is pressed. */
  newItem: () => FieldArray<V, N>;
}

/**
 * The frame of every list a Settings tab edits: the form's field array as an EditableList, rows
 * added, moved and removed in the form, the list's own error (too many, a network twice) under it.
 */
export function SectionList<V extends FieldValues, N extends FieldArrayPath<V>, T>({
  control,
  name,
  newItem,
  ...list
}: SectionListProps<V, N, T>) {
  const { fields, append, move, remove } = useFieldArray<V, N, 'id', T>({ control, name });
  const { errors } = useFormState({ control });
  return (
    <EditableList
      {...list}
      keys={fields.map((field) => field.id)}
      error={listErrorMessage(get(errors, name))}
      onAdd={() => append(newItem())}
      onMove={move}
      onRemove={remove}
    />
  );
}
