import type { ReactNode } from "react";
import { cx } from "@/components/ui/cx";

type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  align?: "left" | "center";
  as?: "h1" | "h2";
};

/** Eyebrow, heading and lead paragraph: the opening of every section of the public site. */
export function SectionHeading({ id, eyebrow, title, children, align = "left", as: Heading = "h2" }: SectionHeadingProps) {
  return (
    <div className={cx("max-w-2xl", align === "center" && "mx-auto text-center")}>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <Heading
        id={id}
        className={cx("mt-2 font-extrabold tracking-tight text-balance text-ink-950", Heading === "h1" ? "text-4xl sm:text-5xl" : "text-3xl sm:text-4xl")}
      >
        {title}
      </Heading>
      {children ? <div className="mt-4 text-lg leading-relaxed text-pretty text-ink-600">{children}</div> : null}
    </div>
  );
}
