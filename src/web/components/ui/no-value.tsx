/** An empty cell or field: a dash to the eye, "None" to a screen reader. */
export function NoValue() {
  return (
    <>
      <span aria-hidden="true" className="text-slate-400">
        —
      </span>
      <span className="sr-only">None</span>
    </>
  );
}
