import { PageLoader } from "@/components/auth/sign-in-redirect";

export default function CandidateLoading() {
  return <PageLoader />;
}
