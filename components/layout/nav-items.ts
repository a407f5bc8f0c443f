import type { IconName } from "@/components/ui/icons";

export type NavItem = { href: string; label: string; icon: IconName };

/**
 * Every screen that is still being built, with whether it exists yet. Every link to one of them
 * comes from here and is drawn only while `available` is true, so nothing links to a 404. The
 * team that lands a screen flips its flag.
 */
export const SCREENS = {
  mock: { href: "/mock", label: "Mock interviews", icon: "video", available: true },
  newMock: { href: "/mock/new-mock", label: "New mock interview", icon: "video", available: true },
  mockPlans: { href: "/mock/plans", label: "Mock plans", icon: "wallet", available: true },
  mockRedeem: { href: "/mock/redeem", label: "Redeem a mock", icon: "sparkles", available: true },
  purchase: { href: "/purchase", label: "Checkout", icon: "wallet", available: true },
  mockInterview: { href: "/mock/mock-interview", label: "Mock interview", icon: "video", available: true },
  mockReview: { href: "/mock/mock-review", label: "Mock review", icon: "checkCircle", available: true },
  disc: { href: "/test/disc", label: "DISC personality test", icon: "sparkles", available: true },
  interview: { href: "/interview", label: "Recorded interview", icon: "video", available: true },
  settings: { href: "/settings", label: "Settings", icon: "user", available: true },
} as const satisfies Record<string, NavItem & { available: boolean }>;

export type ScreenKey = keyof typeof SCREENS;

/** The screen's link, or null while it is not built (render nothing then). */
export function screenLink(key: ScreenKey, query?: Record<string, string>): string | null {
  const screen: NavItem & { available: boolean } = SCREENS[key];
  if (!screen.available) return null;
  return query ? `${screen.href}?${new URLSearchParams(query)}` : screen.href;
}

/** Keeps the entries whose screen exists, each with its screen. */
export function availableScreens<T extends { screen: ScreenKey }>(entries: readonly T[]): (Omit<T, "screen"> & { screen: NavItem })[] {
  return entries.flatMap((entry) => {
    const screen: NavItem & { available: boolean } = SCREENS[entry.screen];
    return screen.available ? [{ ...entry, screen }] : [];
  });
}

/** Whether a path belongs to a screen that is not built yet (for links held as data, e.g. notifications). */
export function isUnbuiltPath(path: string): boolean {
  return Object.values(SCREENS).some(
    (s: NavItem & { available: boolean }) => !s.available && (path === s.href || path.startsWith(`${s.href}/`) || path.startsWith(`${s.href}?`)),
  );
}

/** The candidate area's main destinations (sidebar, bottom bar and mobile menu). */
export const CANDIDATE_NAV: readonly NavItem[] = [
  { href: "/dashboard", label: "Home", icon: "home" },
  { href: "/jobs", label: "Jobs", icon: "briefcase" },
  { href: "/discover", label: "Discover", icon: "compass" },
];

/** The screens beyond the main three: under them in the sidebar, and in the phone menu. */
export const CANDIDATE_MORE: readonly NavItem[] = availableScreens([
  { screen: "mock" as const },
  { screen: "disc" as const },
  { screen: "settings" as const },
]).map((e) => e.screen);

/** The phone menu: the bottom bar's destinations and every screen beyond them. */
export const CANDIDATE_MENU: readonly NavItem[] = [...CANDIDATE_NAV, ...CANDIDATE_MORE];

/** The public site's pages (marketing header, and the signed-out mobile menu). */
export const MARKETING_NAV: readonly NavItem[] = [
  { href: "/", label: "About", icon: "home" },
  { href: "/pricing", label: "Pricing", icon: "sparkles" },
  { href: "/our-teams", label: "Our team", icon: "user" },
];
