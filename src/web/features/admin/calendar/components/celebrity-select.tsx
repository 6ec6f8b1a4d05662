import type { ComponentProps } from 'react';
import { Select } from '#web/components/ui/select';
import { type CelebrityChoice, useCelebrityChoices } from '#web/lib/queries/celebrity-choices';

interface CelebrityOptionsProps {
  /** The first, empty choice ("All celebrities", "Choose a celebrity"). */
  placeholder: string;
  choices: readonly CelebrityChoice[] | undefined;
  /** The celebrity chosen now, by id. */
  selected: string | undefined;
  /** Its name when the list does not hold it (beyond one answer, or still loading), if known. */
  selectedName: string | undefined;
  loading: boolean;
}

/**
 * A celebrity select's options: the catalogue A to Z after an empty first choice. A chosen
 * celebrity the list does not hold (a link to one past the first hundred) keeps its choice
 * visible under its name.
 */
function CelebrityOptions({ placeholder, choices, selected, selectedName, loading }: CelebrityOptionsProps) {
  const listed = choices ?? [];
  return (
    <>
      <option value="">{placeholder}</option>
      {listed.map((choice) => (
        <option key={choice._id} value={choice._id}>
          {choice.name}
        </option>
      ))}
      {selected && !listed.some((choice) => choice._id === selected) && (
        <option value={selected}>{selectedName ?? (loading ? 'Loading...' : 'A celebrity no longer listed')}</option>
      )}
    </>
  );
}

type CelebritySelectProps = ComponentProps<typeof Select> &
  Pick<CelebrityOptionsProps, 'placeholder' | 'selected' | 'selectedName'>;

/**
 * A select of the catalogue's celebrities (its value the chosen id), which reads the choices
 * itself. The select draws again with its options as they arrive, so a controlled value chosen
 * before them stays chosen.
 */
export function CelebritySelect({ placeholder, selected, selectedName, ...select }: CelebritySelectProps) {
  const choices = useCelebrityChoices();
  return (
    <Select {...select}>
      <CelebrityOptions
        placeholder={placeholder}
        choices={choices.data?.items}
        selected={selected}
        selectedName={selectedName}
        loading={choices.isPending}
      />
    </Select>
  );
}
