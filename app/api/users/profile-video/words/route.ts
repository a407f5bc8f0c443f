// GET /api/users/profile-video/words – the profile video recorder's words in the candidate's language
// (its own and the `recording` namespace). The recorder opens from the profile popup, whose words go
// with every page; these are asked for only when it opens, so no page's first load carries them.
import { NextResponse } from "next/server";
import { messagesFor } from "@/lib/i18n/catalogs";
import { currentLocale } from "@/lib/i18n/current-locale";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "candidate" }, async () => {
  const locale = await currentLocale();
  return NextResponse.json(
    { ...messagesFor(locale, "profileVideo"), recording: messagesFor(locale, "recording") },
    // The language can change with the switch: asked again each time the recorder opens.
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
