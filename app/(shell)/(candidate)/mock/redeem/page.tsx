import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { RedeemClient } from "./redeem-client";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Redeem a mock interview" };

/** /mock/redeem?token=…: a friend's share link. Signed out, the layout sends the visitor to sign in and back. */
export default async function RedeemPage({ searchParams }: PageProps<"/mock/redeem">) {
  const { token } = await searchParams;
  if (typeof token !== "string" || token.trim() === "") redirect("/mock");
  return <RedeemClient token={token} />;
}
