// GET /api/users/profile-errors – the profile popup's refusals in the candidate's language: the pairs
// English → the interface language (`errorWords(locale, PROFILE_POPUP_ERRORS)`, empty in English).
// The popup opens from the shell on every page; these are asked for only when it opens, with the
// profile, so no page's first load carries them.
import { NextResponse } from "next/server";
import { errorWords, PROFILE_POPUP_ERRORS } from "@/lib/i18n/form-errors";
import { currentLocale } from "@/lib/i18n/current-locale";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "candidate" }, async () =>
  NextResponse.json(
    { errors: errorWords(await currentLocale(), PROFILE_POPUP_ERRORS) },
    // The language can change with the switch: asked again each time the popup opens.
    { headers: { "Cache-Control": "private, no-store" } },
  ),
);
