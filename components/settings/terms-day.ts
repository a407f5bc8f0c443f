// The terms' version in Settings' consents list is the day they were last changed, kept as its
// English wording (TERMS_DATE, "12 January 2025"): a Hindi account reads that day in Hindi.
import type { ConsentItem } from "@/lib/account-data/consents";
import { formatLongDay } from "@/lib/format";
import { FORMAT_TAGS, type Locale } from "@/lib/i18n/locales";

/** The item with the terms' day written in `locale` (read as a UTC calendar day, as the legal pages read it); any other item as it is. */
export function withTermsDayIn(item: ConsentItem, locale: Locale): ConsentItem {
  if (item.kind !== "TERMS" || !item.version) return item;
  return { ...item, version: formatLongDay(new Date(`${item.version} UTC`), { timeZone: "UTC", locale: FORMAT_TAGS[locale] }) };
}
