// The e-mails of the account-data steps: deletion asked, cancelled, done; export ready.
import { brand } from "@/lib/brand";
import { env } from "@/lib/env";
import { renderEmail, type MailMessage } from "@/lib/mail";
import { formatEraseDate } from "./erase-date";

export function deletionRequestedEmail(to: string, eraseAfter: Date): MailMessage {
  const { html, text } = renderEmail({
    title: "Your account is closed",
    intro: `We have closed your ${brand.name} account and signed you out everywhere. Employers can no longer see your profile. On ${formatEraseDate(eraseAfter)} we will erase your data and files for good.`,
    action: { label: "Changed your mind? Cancel the deletion", href: `${env().appUrl}/settings` },
    outro: "Sign in before then and cancel from Settings to keep your account. If you did not ask for this, sign in and cancel now, then change your password.",
  });
  return { to, subject: `Your ${brand.name} account will be deleted`, html, text };
}

export function deletionCancelledEmail(to: string): MailMessage {
  const { html, text } = renderEmail({
    title: "Your account is open again",
    intro: `You cancelled the deletion of your ${brand.name} account. Nothing was erased and employers can see your profile again.`,
    action: { label: "Open settings", href: `${env().appUrl}/settings` },
  });
  return { to, subject: `Your ${brand.name} account will not be deleted`, html, text };
}

export function erasedEmail(to: string): MailMessage {
  const { html, text } = renderEmail({
    title: "Your data has been erased",
    intro: `As you asked, we have erased your ${brand.name} account, its data and its files. Payment records are kept only as the law requires, without your name or contact details.`,
    outro: "This is the last e-mail we send to this address.",
  });
  return { to, subject: `Your ${brand.name} account has been deleted`, html, text };
}

export function deletionCodeEmail(to: string, code: string, minutes: number): MailMessage {
  const { html, text } = renderEmail({
    title: "Confirm deleting your account",
    intro: `Use this code to confirm that you want your ${brand.name} account closed and erased.`,
    code,
    outro: `The code expires in ${minutes} minutes. If you did not ask for it, sign in and change your password.`,
  });
  return { to, subject: `Your ${brand.name} account deletion code`, html, text };
}

export function exportReadyEmail(to: string, url: string, hours: number): MailMessage {
  const { html, text } = renderEmail({
    title: "Your data is ready to download",
    intro: `The archive of everything ${brand.name} holds about you is ready: your profile, applications, mock interviews, results, payments and files.`,
    action: { label: "Download your data", href: url },
    outro: `The link works for ${hours} hours. Anyone with it can download the archive: do not forward this e-mail.`,
  });
  return { to, subject: `Your ${brand.name} data export`, html, text };
}
