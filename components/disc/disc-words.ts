// The report's words in the candidate's language, from the catalogs: the four profiles (names stay
// as the glossary keeps them) and the report's own sentences.
import { DISC_STYLE_NAMES, DISC_STYLES, type DiscStyle } from "@/lib/disc/styles";
import type { DiscStyleProfile, DiscWords } from "@/lib/disc/profiles";
import type { Messages } from "@/lib/i18n/catalogs";

export type DiscReportText = Messages["discReport"] & { tag: "en-IN" | "hi-IN" };
type StyleMessages = Messages["discStyles"][DiscStyle];

function profileFrom(style: DiscStyle, m: StyleMessages): DiscStyleProfile {
  return {
    name: DISC_STYLE_NAMES[style],
    nickname: m.nickname,
    summary: m.summary,
    flavour: m.flavour,
    strengths: [m.strength1, m.strength2, m.strength3, m.strength4],
    blindSpots: [m.blindSpot1, m.blindSpot2, m.blindSpot3],
    communicates: m.communicates,
    decides: m.decides,
    interviewTips: [m.tip1, m.tip2, m.tip3, m.tip4],
  };
}

export function discWordsFrom(styles: Messages["discStyles"], report: Pick<Messages["discReport"], "blend" | "tipShade">): DiscWords {
  const profiles = Object.fromEntries(DISC_STYLES.map((s) => [s, profileFrom(s, styles[s])])) as Record<DiscStyle, DiscStyleProfile>;
  return { profiles, blend: report.blend, tipShade: report.tipShade };
}
