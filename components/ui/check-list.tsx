import { Icon } from "./icons";

type CheckListProps = {
  items: readonly string[];
  className?: string;
  /** Each line's layout and the tick's colour differ between light and dark cards. */
  itemClassName?: string;
  checkClassName?: string;
};

/** What a plan includes: one line each, with a tick. */
export function CheckList({ items, className, itemClassName = "flex gap-2.5", checkClassName = "mt-0.5 size-4 shrink-0 text-brand-600" }: CheckListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <Icon name="check" className={checkClassName} />
          {item}
        </li>
      ))}
    </ul>
  );
}
