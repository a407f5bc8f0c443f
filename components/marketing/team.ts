// The founders shown on /our-teams, their words in the catalogs (`marketingTeam.founders`). Replace
// with the real team's names and words before launch.
import type { Messages } from "@/lib/i18n/catalogs";

export type TeamWords = Messages["marketingTeam"];

export interface TeamMember {
  name: string;
  role: string;
  initials: string;
  bio: string[];
  focus: string[];
}

const FOUNDER_KEYS = [
  { key: "ananya", initials: "AR" },
  { key: "vikram", initials: "VM" },
] as const;

/** The founders in the page's words. */
export function founders(w: TeamWords): TeamMember[] {
  return FOUNDER_KEYS.map(({ key, initials }) => {
    const f = w.founders[key];
    return { name: f.name, role: f.role, initials, bio: [f.bio1, f.bio2], focus: [f.focus1, f.focus2, f.focus3] };
  });
}
