export interface RuleCheckboxProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One entry of a rule dropdown: ticking adds the rule, unticking removes it. */
export function RuleCheckbox({ name, checked, onChange }: RuleCheckboxProps) {
  return (
    <label className="flex cursor-pointer items-center gap-2.5 px-3 py-1.5 text-slate-800 text-sm hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-primary"
      />
      {name}
    </label>
  );
}
