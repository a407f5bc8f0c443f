"use client";

import type { ComponentProps } from "react";
import { inputClass } from "@/components/ui/fields";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import type { CountryOption } from "./reference-lists";

type CountrySelectProps = Omit<ComponentProps<"select">, "value" | "children"> & {
  /** `label`: the name in the interface language (lib/i18n/reference-names.ts); else the stored English name. */
  countries: readonly (CountryOption & { label?: string })[];
  value: string;
  /** What the select's value holds: the ISO code (mobile numbers) or the country's name (the profile). */
  by: "iso_code" | "country_name";
  /** Show the dialling code beside each name ("India (+91)"). */
  withDialCode?: boolean;
  /** A first, empty choice ("Choose a country"), or a status while the list loads. */
  placeholder?: string;
};

/**
 * The one country picker. The chosen country's flag is an SVG served from our own origin, drawn
 * inside the box: emoji flags are empty boxes wherever no emoji font is installed, and a native
 * option cannot hold an image, so the options are names alone.
 */
export function CountrySelect({ countries, value, by, withDialCode = false, placeholder, className, ...rest }: CountrySelectProps) {
  const chosen = countries.find((c) => c[by] === value);
  // The saved value stays choosable even while the list loads or if it has since left the list.
  const missing = value && !chosen;
  return (
    <div className={cx("relative", className)}>
      {chosen ? (
        // eslint-disable-next-line @next/next/no-img-element -- a 1 KB SVG from public/, no resizing to do
        <img
          src={`/flags/${chosen.iso_code}.svg`}
          alt=""
          width={24}
          height={16}
          data-testid="country-flag"
          className="pointer-events-none absolute inset-y-0 left-4 my-auto h-4 w-6 rounded-[3px] object-cover ring-1 ring-ink-900/10"
        />
      ) : null}
      <select {...rest} value={value} className={cx(inputClass, "appearance-none pr-10", chosen && "pl-13")}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {missing ? <option value={value}>{value}</option> : null}
        {countries.map((c) => (
          <option key={c.iso_code} value={c[by]}>
            {withDialCode ? `${c.label ?? c.country_name} (${c.mobile_code})` : (c.label ?? c.country_name)}
          </option>
        ))}
      </select>
      <Icon name="chevronDown" className="pointer-events-none absolute inset-y-0 right-3 my-auto size-5 text-ink-500" />
    </div>
  );
}
