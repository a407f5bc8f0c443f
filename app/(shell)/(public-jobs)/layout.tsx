import type { ReactNode } from "react";
import { SiteFrame } from "@/components/marketing/site-frame";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";

export const dynamic = "force-dynamic";

/**
 * A job's page is public: search engines read its JobPosting data, visitors from a professional
 * network quick-apply without an account, and other visitors see the job with a sign-in button.
 * Signed in, it sits in the candidate shell like every other candidate page (the layout above).
 */
export default async function PublicJobLayout({ children }: { children: ReactNode }) {
  if (await getCurrentCandidate()) return children;
  return <SiteFrame mainClassName="px-4 py-6 sm:px-6 lg:px-8">{children}</SiteFrame>;
}
