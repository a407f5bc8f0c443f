// One location model: a city (optional), a state and a country, asked once in onboarding (step
// three), edited in the profile, and written the same way wherever it is shown.
export type CandidateLocation = { city: string | null; state: string | null; country: string | null };

/** "Pune, Maharashtra, India"; parts that are empty or repeat the one before are left out. */
export function formatLocation(location: CandidateLocation): string | null {
  const parts: string[] = [];
  for (const part of [location.city, location.state, location.country]) {
    const value = part?.trim();
    if (value && value.toLowerCase() !== parts.at(-1)?.toLowerCase()) parts.push(value);
  }
  return parts.length ? parts.join(", ") : null;
}

/** The profile's location is in place once onboarding's required parts are (state and country). */
export function hasLocation(location: CandidateLocation): boolean {
  return Boolean(location.state?.trim() && location.country?.trim());
}
