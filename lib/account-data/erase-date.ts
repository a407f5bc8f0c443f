// The day a closed account is erased, as every screen and e-mail that mentions it writes it: the
// erase time is kept as a UTC calendar day, so it is shown as that day. `locale`: the interface
// language's tag (hi-IN writes the month in Hindi); en-IN by default.
import { formatLongDay, type Moment } from "@/lib/format";

export const formatEraseDate = (when: Moment, locale: "en-IN" | "hi-IN" = "en-IN"): string => formatLongDay(when, { timeZone: "UTC", locale });
