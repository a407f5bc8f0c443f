// The day a closed account is erased, as every screen that mentions it writes it.
const eraseDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

export const formatEraseDate = (iso: string | Date): string => eraseDate.format(new Date(iso));
