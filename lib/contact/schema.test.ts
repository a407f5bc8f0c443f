import { describe, expect, it } from "vitest";
import { CONTACT_FIELD_MAX, CONTACT_FIELDS } from "./fields";
import { contactFieldErrors, ZContactMessageSchema, ZContactRequestSchema } from "./schema";

const valid = { name: "Meera Shah", email: "meera@example.com", message: "Do you offer white labelling for colleges?" };

function errorsFor(input: Record<string, unknown>) {
  const result = ZContactMessageSchema.safeParse(input);
  return result.success ? {} : contactFieldErrors(result.error);
}

describe("the contact form schema", () => {
  it("accepts a message with only the required fields, trimmed", () => {
    const parsed = ZContactMessageSchema.parse({ ...valid, name: "  Meera Shah ", company: "", phone: "" });
    expect(parsed).toMatchObject({ name: "Meera Shah", email: "meera@example.com", company: "", phone: "" });
  });

  it("names each missing or malformed field with its own message", () => {
    expect(errorsFor({ name: " ", email: "", message: "" })).toEqual({
      name: "Please tell us your name",
      email: "Please enter your e-mail address",
      message: "Please write at least 10 characters",
    });
    expect(errorsFor({ ...valid, email: "meera@" })).toEqual({ email: "Please enter a valid e-mail address" });
    expect(errorsFor({ ...valid, phone: "call me" })).toEqual({ phone: "Please enter a valid phone number" });
  });

  it("accepts Indian and international phone numbers in common formats", () => {
    for (const phone of ["+91 98450 12345", "080-4000-1234", "(080) 4000 1234", "+14155550123"]) {
      expect(errorsFor({ ...valid, phone }), phone).toEqual({});
    }
  });

  it("refuses a message longer than the limit", () => {
    expect(errorsFor({ ...valid, message: "x".repeat(CONTACT_FIELD_MAX.message + 1) })).toEqual({
      message: "Please keep your message under 2,000 characters",
    });
  });

  it("lists the form's fields in the order the form shows them", () => {
    expect(Object.keys(ZContactMessageSchema.shape)).toEqual([...CONTACT_FIELDS]);
  });

  it("lets the handler see the honeypot field while the form schema ignores it", () => {
    expect(ZContactRequestSchema.parse({ ...valid, website: "http://spam.example" }).website).toBe("http://spam.example");
    expect(ZContactMessageSchema.parse({ ...valid, website: "http://spam.example" })).not.toHaveProperty("website");
  });
});
