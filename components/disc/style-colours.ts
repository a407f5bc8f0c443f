// One colour per style for charts (bars only: labels stay in ink colours for contrast).
import type { DiscStyle } from "@/lib/disc/styles";

export const STYLE_COLOURS: Record<DiscStyle, string> = {
  D: "#c2410c",
  I: "#ca8a04",
  S: "#15803d",
  C: "#1d4ed8",
};
