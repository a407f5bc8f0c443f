// The settings sections about what the candidate agreed to and who looked at their data; read on the
// server, so they arrive filled in.
import { listDataReads } from "@/lib/account-data/access-log";
import { listConsents } from "@/lib/account-data/consents";
import { AccessLog } from "./access-log";
import { Consents } from "./consents";
import { SettingsSection } from "./section";

export async function ConsentAndAccessSections({ candidateId }: { candidateId: string }) {
  const [consents, reads] = await Promise.all([listConsents({ candidateId }), listDataReads({ candidateId })]);
  return (
    <>
      <SettingsSection
        id="settings-consents"
        title="Your consents"
        description="What you agreed to, which version of the wording you saw, and when. Withdrawing a recorded interview's consent deletes its videos."
      >
        <Consents initial={consents} />
      </SettingsSection>
      <SettingsSection
        id="settings-access-log"
        title="Who viewed your data"
        description="Each time an employer opened your CV or a recorded interview of yours, newest first."
      >
        <AccessLog initial={reads} />
      </SettingsSection>
    </>
  );
}
