/** A few mutually exclusive filters as toggle buttons (notifications: Todas / Não lidas; seller lists next). */
export function SegmentedFilter<V extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  /** Read by screen readers only: what the buttons filter. */
  legend: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
