import type { Metadata } from "next";
import Link from "next/link";
import { DiscReport } from "@/components/disc/disc-report";
import { DiscTestClient } from "@/components/disc/disc-test-client";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { publicDiscBlocks } from "@/lib/disc/blocks";
import { getDiscProgress } from "@/lib/disc/progress";
import { listDiscResults } from "@/lib/disc/results";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "DISC personality test" };

/**
 * /test/disc shows the test when there is no result yet, when a test is in progress, or on
 * ?take=1 (retake); otherwise the latest report. ?result=<id> opens an earlier report.
 */
export default async function DiscPage({ searchParams }: PageProps<"/test/disc">) {
  const candidate = await getCurrentCandidate();
  // The layout sends signed-out visitors to login; this page renders nothing for them.
  if (!candidate) return null;
  const query = await searchParams;
  const [results, progress] = await Promise.all([listDiscResults({ candidateId: candidate.id }), getDiscProgress({ candidateId: candidate.id })]);

  if (typeof query.result === "string") {
    const result = results.find((r) => r.id === query.result);
    if (result) return <DiscReport result={result} history={results} />;
    return (
      <div className="mx-auto max-w-xl rounded-2xl border border-ink-200/80 bg-white p-6 text-center shadow-card">
        <h1 className="text-xl font-semibold text-ink-900">Result not found</h1>
        <p className="mt-2 text-sm text-ink-600">This DISC result does not exist or is not yours.</p>
        <Link href="/test/disc" className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:text-brand-600">
          Go to the DISC test
        </Link>
      </div>
    );
  }

  const latest = results[0];
  const wantsTest = query.take === "1" || (progress.length > 0 && query.view !== "latest");
  if (latest && !wantsTest) return <DiscReport result={latest} history={results} />;

  return (
    <div className="mx-auto max-w-4xl">
      <p className="text-sm font-medium text-brand-700">Personality test</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink-950 sm:text-3xl">DISC: your working style</h1>
      <p className="mt-2 mb-6 max-w-2xl text-sm text-ink-600">
        DISC describes four working styles: Dominance, Influence, Steadiness and Conscientiousness. Your report shows which ones
        you lean on, what that means at work and how to make the most of it in interviews.
      </p>
      <DiscTestClient blocks={publicDiscBlocks()} saved={progress} hasResults={results.length > 0} />
    </div>
  );
}
