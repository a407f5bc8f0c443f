import { describe, expect, it } from "vitest";
import { ZNewPasswordPairSchema, ZOtpCode, ZSignUpSchema } from "./schema";
import { fieldErrors } from "@/lib/validation/field-errors";

function signUpErrors(input: unknown) {
  const result = ZSignUpSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("sign-up validation", () => {
  it("asks for the e-mail first, then checks its shape", () => {
    expect(signUpErrors({ email: "", password: "" }).email).toBe("Email is Required");
    expect(signUpErrors({ email: "asha@", password: "x" }).email).toBe("It's not a valid Email");
    expect(signUpErrors({ email: "asha@example.c", password: "x" }).email).toBe("It's not a valid Email");
  });

  it("reports an empty password before a short one", () => {
    expect(signUpErrors({ email: "a@b.co", password: "" }).password).toBe("Password can't be empty");
    expect(signUpErrors({ email: "a@b.co", password: "short" }).password).toBe("Password length is too short");
  });

  it("accepts a good pair and lower-cases the e-mail", () => {
    expect(ZSignUpSchema.parse({ email: " Asha@Example.COM ", password: "long enough" })).toEqual({
      email: "asha@example.com",
      password: "long enough",
    });
  });
});

describe("codes and password pairs", () => {
  it("takes exactly six digits", () => {
    expect(ZOtpCode.safeParse("123456").success).toBe(true);
    for (const bad of ["12345", "1234567", "12a456", ""]) expect(ZOtpCode.safeParse(bad).success).toBe(false);
  });

  it("refuses two different new passwords", () => {
    const result = ZNewPasswordPairSchema.safeParse({ password: "new password", confirmPassword: "other one" });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error).confirmPassword).toBe("Passwords do not match");
  });
});
