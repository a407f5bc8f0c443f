import { redirect } from "next/navigation";
import { redeemText } from "@/components/credits/money-text";
import { currentLocale } from "@/lib/i18n/current-locale";
import { RedeemClient } from "./redeem-client";
import { titleFrom } from "@/lib/i18n/page-title";

export const dynamic = "force-dynamic";
export const generateMetadata = titleFrom("redeem");

/** /mock/redeem?token=…: a friend's share link. Signed out, the layout sends the visitor to sign in and back. */
export default async function RedeemPage({ searchParams }: PageProps<"/mock/redeem">) {
  const { token } = await searchParams;
  if (typeof token !== "string" || token.trim() === "") redirect("/mock");
  return <RedeemClient token={token} text={redeemText(await currentLocale())} />;
}
