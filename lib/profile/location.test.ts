import { describe, expect, it } from "vitest";
import { formatLocation, hasLocation } from "./location";

describe("a candidate's location", () => {
  it("reads city, state and country in that order, leaving out what is missing", () => {
    expect(formatLocation({ city: "Pune", state: "Maharashtra", country: "India" })).toBe("Pune, Maharashtra, India");
    expect(formatLocation({ city: null, state: "Goa", country: "India" })).toBe("Goa, India");
    expect(formatLocation({ city: " ", state: null, country: null })).toBeNull();
  });

  it("does not repeat a city-state such as Delhi", () => {
    expect(formatLocation({ city: "Delhi", state: "delhi", country: "India" })).toBe("Delhi, India");
  });

  it("counts as given once the state and country onboarding asks for are there, city or not", () => {
    expect(hasLocation({ city: null, state: "Goa", country: "India" })).toBe(true);
    expect(hasLocation({ city: "Pune", state: null, country: "India" })).toBe(false);
  });
});
