// The mock interview's declaration is a consent kept with the version of the wording the candidate
// read and the language it was shown in: a Hindi account's is stored as Hindi, Settings lists it in
// Hindi with that version and language, and the data export carries it.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Readable } from "node:stream";
import { describe, expect, it, vi } from "vitest";
import { Consents } from "@/components/settings/consents";
import { listConsents } from "@/lib/account-data/consents";
import { buildExportArchive } from "@/lib/account-data/build-export";
import { MOCK_CONSENT_VERSIONS, mockConsentVersion } from "@/lib/account-data/mock-consent-version";
import { messagesFor } from "@/lib/i18n/catalogs";
import { useTestDatabase } from "@/test/db";
import { createCandidate } from "@/test/factories";
import { createReadyMock } from "@/test/mock-interview";
import { readZip } from "@/test/read-zip";
import { signInAs } from "@/test/signed-in-as";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const consentRoute = await import("@/app/api/mock/consent/route");

const t = useTestDatabase();

async function agree(mockId: string, version: string) {
  const res = await consentRoute.POST(
    new Request("http://localhost/api/mock/consent", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mock_id: mockId, version }),
    }),
    { params: Promise.resolve({}) } as never,
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const stored = (id: string) => t.db().mock.findUniqueOrThrow({ where: { id }, select: { consentedAt: true, consentVersion: true, consentLanguage: true } });

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe("the mock interview's declaration, stored as given", () => {
  it("keeps a Hindi account's declaration with the Hindi wording's version and hi, lists it in Hindi in Settings, and exports it", async () => {
    const candidate = await createCandidate({ firstName: "Kavya", language: "hi" });
    const mock = await createReadyMock(candidate.id, { title: "Rasoi Shift Supervisor" });
    const other = await createReadyMock(candidate.id, { title: "Warehouse Planner" });
    signInAs(candidate.id);

    const agreed = await agree(mock.id, mockConsentVersion("hi", false));
    expect(agreed.status).toBe(200);
    expect(agreed.body).toMatchObject({ version: MOCK_CONSENT_VERSIONS.hi, language: "hi" });
    expect(await stored(mock.id)).toMatchObject({ consentVersion: "2026-11-30-hi", consentLanguage: "hi" });
    // Coming back to the declaration (a reload, in English this time) keeps the first consent.
    const first = (await stored(mock.id)).consentedAt;
    expect((await agree(mock.id, mockConsentVersion("en", true))).body).toMatchObject({ version: "2026-11-30-hi", language: "hi" });
    expect(await stored(mock.id)).toMatchObject({ consentedAt: first, consentVersion: "2026-11-30-hi", consentLanguage: "hi" });
    // The other mock was not agreed to: nothing is stored for it, and it is not listed.
    expect(await stored(other.id)).toMatchObject({ consentedAt: null, consentVersion: null });

    const listed = (await listConsents({ candidateId: candidate.id })).filter((c) => c.kind === "MOCK_INTERVIEW");
    expect(listed).toEqual([
      expect.objectContaining({
        id: mock.id,
        version: "2026-11-30-hi",
        language: "hi",
        about: { kind: "MOCK_INTERVIEW", mock: "Rasoi Shift Supervisor", audioOnly: false },
      }),
    ]);

    const settings = messagesFor("hi", "settings");
    const html = renderToStaticMarkup(
      createElement(Consents, {
        initial: await listConsents({ candidateId: candidate.id }),
        shownIn: messagesFor("hi", "recordedInterviews").shownIn,
        text: settings,
        locale: "hi",
      }),
    );
    const item = html.slice(html.indexOf('data-testid="consent-MOCK_INTERVIEW"'));
    expect(item).toContain('mock interview: <span translate="no">Rasoi Shift Supervisor</span>');
    expect(item).toContain(settings.consentMockWhatVideo);
    expect(item).toContain('वर्ज़न <span translate="no">2026-11-30-hi</span>');
    expect(item).toContain('data-language="hi">हिन्दी में दिखाया गया');
    expect(html).toContain(settings.consentTermsTitle);
    expect(html).not.toMatch(/Version |Given |Mock interview:|>Active</);

    const archive = await buildExportArchive(candidate.id);
    const mocks = JSON.parse(
      readZip(await readAll(archive.stream))
        .get("data/mocks.json")!
        .toString(),
    ) as Record<string, unknown>[];
    expect(mocks.find((m) => m.id === mock.id)).toMatchObject({ consentVersion: "2026-11-30-hi", consentLanguage: "hi" });
    expect(mocks.find((m) => m.id === other.id)).toMatchObject({ consentVersion: null, consentedAt: null });
  });

  it("keeps an English audio-only declaration as English with the voice-only version", async () => {
    const candidate = await createCandidate({ firstName: "Rohan" });
    const mock = await createReadyMock(candidate.id, { title: "Night Audit Clerk" });
    signInAs(candidate.id);
    expect((await agree(mock.id, mockConsentVersion("en", true))).status).toBe(200);
    expect(await stored(mock.id)).toMatchObject({ consentVersion: "2026-11-30-voice", consentLanguage: "en" });
    const listed = (await listConsents({ candidateId: candidate.id })).find((c) => c.id === mock.id);
    expect(listed).toMatchObject({ language: "en", about: { audioOnly: true }, what: expect.stringContaining("Recording your voice while you answer") });
  });

  it("refuses a version no wording has, and another candidate's mock", async () => {
    const owner = await createCandidate({ firstName: "Ishaan" });
    const stranger = await createCandidate({ firstName: "Farah" });
    const mock = await createReadyMock(owner.id);
    signInAs(owner.id);
    expect(await agree(mock.id, "2020-01-01-hi")).toMatchObject({ status: 409 });
    signInAs(stranger.id);
    expect(await agree(mock.id, mockConsentVersion("hi", false))).toMatchObject({ status: 404 });
    expect(await stored(mock.id)).toMatchObject({ consentedAt: null, consentVersion: null, consentLanguage: "en" });
  });
});
