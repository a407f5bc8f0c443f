import type { IconName } from "@/components/ui/icons";

export type NavItem = { href: string; label: string; icon: IconName };

/** The candidate area's main destinations (sidebar, bottom bar and mobile menu). */
export const CANDIDATE_NAV: readonly NavItem[] = [
  { href: "/dashboard", label: "Home", icon: "home" },
  { href: "/jobs", label: "Jobs", icon: "briefcase" },
  { href: "/discover", label: "Discover", icon: "compass" },
];

export function isNavActive(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The public site's pages (marketing header, and the signed-out mobile menu). */
export const MARKETING_NAV: readonly NavItem[] = [
  { href: "/", label: "About", icon: "home" },
  { href: "/pricing", label: "Pricing", icon: "sparkles" },
  { href: "/our-teams", label: "Our team", icon: "user" },
];
