interface SelectOptionsProps {
  /** The first, empty choice ("Select a budget range"). */
  placeholder: string;
  /** Choices whose value is also their label. */
  values: readonly string[];
}

/** A `<Select>`'s options when each value is its own label, after an empty first choice. */
export function SelectOptions({ placeholder, values }: SelectOptionsProps) {
  return (
    <>
      <option value="">{placeholder}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </>
  );
}
