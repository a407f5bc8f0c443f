/* eslint-disable @next/next/no-img-element -- the picture is a private, per-candidate file behind an authorised route */
import { cx } from "@/components/ui/cx";

/** What a candidate's own account says of them that their photo draws on (the shell's and the dashboard's candidate). */
export type PhotoCandidate = { firstName: string | null; lastName: string | null; email: string; photoUrl?: string | null };

/** A signed-in candidate's photo from their account: the top bar's button and menu, the dashboard's profile card. */
export function CandidatePhoto({ candidate, className }: { candidate: PhotoCandidate; className: string }) {
  const { photoUrl = null, firstName, lastName, email } = candidate;
  return <ProfilePhoto url={photoUrl} firstName={firstName} lastName={lastName} email={email} className={className} />;
}

/** The candidate's picture, or their initials on the brand tint when there is none: on the profile and in the top bar's menu. */
export function ProfilePhoto({
  url,
  firstName,
  lastName,
  email,
  className,
}: {
  url: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
  className?: string;
}) {
  const classes = cx("aspect-square max-w-none shrink-0 rounded-full", className ?? "size-20 text-2xl");
  if (url) return <img src={url} alt="" className={cx(classes, "bg-ink-100 object-cover")} />;
  const initials = ([firstName, lastName].map((n) => n?.trim()[0] ?? "").join("") || email[0] || "?").toUpperCase();
  // The initials are drawn, not written: a control's visible text must be part of its name, and
  // letters like "AV" beside "Asha" would not be (WCAG 2.5.3). Drawn, translators leave them alone too.
  return (
    <span
      aria-hidden="true"
      data-initials={initials}
      className={cx(classes, "flex items-center justify-center bg-brand-100 font-semibold text-brand-700 before:content-[attr(data-initials)]")}
    />
  );
}
