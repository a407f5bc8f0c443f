// Onboarding on the server: forward-only steps and the verified mobile.
import { describe, expect, it } from "vitest";
import { readOutbox } from "@/lib/mail/outbox";
import { JUST_REGISTERED } from "@/lib/seed/candidate-factory";
import { createCandidate } from "@/test/factories";
import { seedReferenceData } from "@/test/reference-data";
import { useTestDatabase } from "@/test/db";
import { MOBILE_NOT_VALID, normaliseMobile, sendMobileOtp, verifyMobileOtp } from "./mobile-verification";
import { completeRegistration, finishOnboarding, saveBasicInfo, saveDesignation, skipPhoto } from "./onboarding";

const t = useTestDatabase();
const candidateAtStepThree = () => createCandidate(JUST_REGISTERED);

describe("mobile numbers", () => {
  it("are checked for their country and kept in E.164", () => {
    expect(normaliseMobile({ mobile: "98765 43210", countryCode: "+91", countryIso: "IN" })).toEqual({ e164: "+919876543210", countryIso: "IN" });
    expect(normaliseMobile({ mobile: "2025550143", countryCode: "1" }).e164).toBe("+12025550143");
    expect(() => normaliseMobile({ mobile: "12345", countryCode: "+91" })).toThrow(MOBILE_NOT_VALID);
    expect(() => normaliseMobile({ mobile: "9876543210", countryCode: "+44", countryIso: "GB" })).toThrow(MOBILE_NOT_VALID);
  });

  it("are verified by the texted code, for this candidate only", async () => {
    await seedReferenceData(t.db());
    const me = await candidateAtStepThree();
    const other = await candidateAtStepThree();
    const mobile = { mobile: "9876500001", countryCode: "+91", countryIso: "IN" };
    await sendMobileOtp({ ...mobile, candidateId: me.id, ip: "192.0.2.20" });
    const [sms] = await readOutbox({ to: "+919876500001", kind: "sms", limit: 1 });
    const code = sms!.text.match(/\b(\d{6})\b/)![1]!;
    await expect(verifyMobileOtp({ ...mobile, candidateId: other.id, otp: code, ip: "192.0.2.20" })).rejects.toMatchObject({ code: "OTP_INVALID" });
    const verified = await verifyMobileOtp({ ...mobile, candidateId: me.id, otp: code, ip: "192.0.2.20" });
    expect(verified).toMatchObject({ mobile: "+919876500001", countryIso: "IN", country: "India" });
    expect(verified.mobileVerifiedAt).toBeInstanceOf(Date);
  });
});

describe("onboarding steps", () => {
  it("move forward one at a time and refuse a replayed step", async () => {
    await seedReferenceData(t.db());
    const { id } = await candidateAtStepThree();
    const basic = { firstName: "Ravi", lastName: "Kumar", gender: "Male", state: "Goa", countryIso: "IN", mobileVerified: true } as const;
    await expect(saveDesignation(id, { designation: "Chef" })).rejects.toMatchObject({ code: "STEP_DONE", details: { step: "onboarding_three" } });
    expect(await saveBasicInfo(id, basic)).toEqual({ step: "onboarding_four" });
    await expect(saveBasicInfo(id, { ...basic, firstName: "Changed" })).rejects.toMatchObject({ code: "STEP_DONE" });
    expect(await saveDesignation(id, { designation: "Chef", expectedCtc: 600000 })).toEqual({ step: "onboarding_five" });
    expect(await skipPhoto(id)).toEqual({ step: "onboarding_six" });
    // Interests are titles from the list: a fragment is refused, a title takes the list's spelling.
    await expect(completeRegistration(id, { interest: ["front"], cvUploaded: true })).rejects.toMatchObject({
      code: "INVALID_INPUT",
      message: '"front" is not a job title on our list: pick one of the suggestions.',
    });
    expect(await completeRegistration(id, { interest: ["chef de partie"], cvUploaded: true })).toEqual({ step: "onboarding_seven" });
    expect(await finishOnboarding(id)).toEqual({ step: "onboarding_eight" });
    const row = await t.db().candidate.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ firstName: "Ravi", gender: "MALE", country: "India", designation: "Chef", expectedCtc: 600000, interests: ["Chef de Partie"] });
  });

  it("let a candidate go back and edit an earlier step without moving the stored step, until registration is in", async () => {
    await seedReferenceData(t.db());
    const { id } = await candidateAtStepThree();
    const basic = { firstName: "Ravi", lastName: "Kumar", gender: "Male", city: "Panaji", state: "Goa", countryIso: "IN", mobileVerified: true } as const;
    // Not ahead of the step yet: nothing to go back to.
    await expect(saveBasicInfo(id, basic, { revisit: true })).rejects.toMatchObject({ code: "STEP_DONE" });
    await saveBasicInfo(id, basic);
    await saveDesignation(id, { designation: "Chef" });
    expect(await saveBasicInfo(id, { ...basic, firstName: "Ravindra" }, { revisit: true })).toEqual({ step: "onboarding_five" });
    expect(await saveDesignation(id, { designation: "Head Chef" }, { revisit: true })).toEqual({ step: "onboarding_five" });
    expect(await t.db().candidate.findUniqueOrThrow({ where: { id } })).toMatchObject({
      firstName: "Ravindra",
      city: "Panaji",
      designation: "Head Chef",
      onboardingStep: "onboarding_five",
    });
    await skipPhoto(id);
    await completeRegistration(id, { interest: ["Chef de Partie"], cvUploaded: true });
    await expect(saveDesignation(id, { designation: "Cook" }, { revisit: true })).rejects.toMatchObject({ code: "STEP_DONE" });
  });
});
