import { getTranslations } from "next-intl/server";
import { PageLoader } from "@/components/auth/sign-in-redirect";

export default async function CandidateLoading() {
  const t = await getTranslations("auth");
  return <PageLoader label={t("loading")} />;
}
