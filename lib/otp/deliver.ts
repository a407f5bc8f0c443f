// The words of every code we send, by e-mail (branded HTML plus text) or SMS.
import { OTP_TTL_SECONDS } from "./otp-rules";
import { brand } from "@/lib/brand";
import { renderEmail, sendMail } from "@/lib/mail";
import { sendSms } from "@/lib/sms";

const minutes = Math.round(OTP_TTL_SECONDS / 60);

const EMAILS = {
  SIGNUP_EMAIL: {
    subject: `Your ${brand.name} verification code`,
    title: "Verify your e-mail",
    intro: `Use this code to finish creating your ${brand.name} account.`,
  },
  PASSWORD_RESET: {
    subject: `Reset your ${brand.name} password`,
    title: "Reset your password",
    intro: "Use this code to set a new password for your account.",
  },
} as const;

export async function sendOtpEmail(purpose: keyof typeof EMAILS, to: string, code: string): Promise<void> {
  const content = EMAILS[purpose];
  const { html, text } = renderEmail({
    title: content.title,
    intro: content.intro,
    code,
    outro: `The code expires in ${minutes} minutes. If you did not ask for it, you can ignore this e-mail.`,
  });
  await sendMail({ to, subject: content.subject, html, text });
}

export async function sendOtpSms(to: string, code: string): Promise<void> {
  await sendSms({ to, text: `${code} is your ${brand.name} verification code. It expires in ${minutes} minutes.` });
}
