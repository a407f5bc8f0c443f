// The day a closed account is erased, as every screen and e-mail that mentions it writes it: the
// erase time is kept as a UTC calendar day, so it is shown as that day.
import { formatLongDay, type Moment } from "@/lib/format";

export const formatEraseDate = (when: Moment): string => formatLongDay(when, { timeZone: "UTC" });
