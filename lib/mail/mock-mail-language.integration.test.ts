// The mock interview's e-mails (questions ready, review ready) and the purchase receipt in the
// account's language, through the real SMTP path to the local catcher; English mails keep their words.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendMail } from "@/lib/mail";
import { mockEvaluatedEmail, mockReadyEmail } from "@/lib/mocks/mock-emails";
import { buildReceipt } from "@/lib/payments/receipt";
import { useTestDatabase } from "@/test/db";
import { createCandidate } from "@/test/factories";
import { startFakeSmtp, type FakeSmtp } from "@/test/fake-smtp";
import { mockPlan, seedPlans } from "@/test/plans";
import { readMail } from "@/test/read-mail";

const t = useTestDatabase();

let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  await seedPlans(t.db());
});
afterAll(() => smtp.close());

function mailTo(email: string) {
  const mails = smtp.received.filter((mail) => mail.to.includes(email));
  expect(mails).toHaveLength(1);
  return readMail(mails[0]!);
}

const mock = { id: "5b1c0e6a-0000-4000-8000-000000000001", title: "Ledger Analyst Myna", questionCount: 6 };
const scored = { title: "Ledger Analyst Myna", link: `/mock/mock-review?mock_id=${mock.id}`, overallScore: 7.25, deliveryScore: 6, engine: "rule-based" };

describe("the mock interview's e-mails", () => {
  it("a Hindi account reads that its mock is ready in Hindi; an English one as before", async () => {
    await sendMail(mockReadyEmail({ email: "ready.hi@example.com", firstName: "आशा", language: "hi" }, mock));
    await sendMail(mockReadyEmail({ email: "ready.en@example.com", firstName: "Asha", language: null }, mock));
    const hindi = mailTo("ready.hi@example.com");
    expect(hindi.subject).toBe("आपका mock interview तैयार है");
    expect(hindi.text).toContain('नमस्ते आशा, आपका mock interview "Ledger Analyst Myna" तैयार है: 6 सवाल, हर सवाल पढ़कर सुनाया जाएगा।');
    expect(hindi.text).toContain(`mock interview शुरू करें: `);
    expect(hindi.html).toContain('<html lang="hi">');
    const english = mailTo("ready.en@example.com");
    expect(english.subject).toBe("Your mock interview is ready");
    expect(english.text).toContain('Hi Asha, your mock interview "Ledger Analyst Myna" is ready: 6 questions, each read aloud.');
    expect(english.text).toContain(`Start Mock Interview: `);
    expect(english.text).toContain("You can also find it any time on your mock interviews page.");
  });

  it("a Hindi account reads its review's scores and what gave them in Hindi; an English one as before", async () => {
    await sendMail(mockEvaluatedEmail({ email: "review.hi@example.com", firstName: null, language: "hi" }, scored));
    await sendMail(mockEvaluatedEmail({ email: "review.en@example.com", firstName: null, language: null }, { ...scored, overallScore: null }));
    const hindi = mailTo("review.hi@example.com");
    expect(hindi.subject).toBe("mock interview का फ़ीडबैक: Ledger Analyst Myna");
    expect(hindi.text).toMatch(/^नमस्ते, आपके Ledger Analyst Myna mock interview की समीक्षा तैयार है। स्कोर 7\.25\/10, बोलने का स्कोर 6\/10। \S.*।$/m);
    expect(hindi.text).toContain("फ़ीडबैक देखें: ");
    const english = mailTo("review.en@example.com");
    expect(english.subject).toBe("Mock interview feedback: Ledger Analyst Myna");
    expect(english.text).toContain(
      "Hi, the review of your Ledger Analyst Myna mock interview is ready. no content score (we could not hear the words), speaking 6/10. Scored by HireReady's rules from what you said.",
    );
    expect(english.text).toContain("View FeedBack: ");
  });
});

describe("the purchase receipt", () => {
  async function paidOrder(language: string | null, firstName: string | null, orderId: string) {
    const candidate = await createCandidate({ language, firstName });
    const plan = await mockPlan(t.db(), "COPPER");
    const order = await t.db().paymentOrder.create({
      data: {
        candidateId: candidate.id,
        planId: plan.id,
        provider: "DEV",
        providerOrderId: orderId,
        providerPaymentId: `pay_${orderId}`,
        amountPaise: 8700,
        status: "PAID",
        paidAt: new Date("2026-12-05T12:30:00Z"),
      },
      select: { id: true },
    });
    await sendMail(await buildReceipt(order.id));
    return mailTo(candidate.email);
  }

  it("a Hindi account's receipt names the plan, the rows and the date in Hindi; an English one as before", async () => {
    const hindi = await paidOrder("hi", null, "order_hindi_1");
    expect(hindi.subject).toBe("आपके कॉपर प्लान की रसीद");
    expect(hindi.text).toContain("प्लान: कॉपर (3 mock interview)");
    expect(hindi.text).toContain("नमस्ते, खरीदारी के लिए धन्यवाद। आपके 3 क्रेडिट इस्तेमाल के लिए तैयार हैं।");
    expect(hindi.text).toContain("छूट: कोई नहीं");
    expect(hindi.text).toContain("ऑर्डर आईडी: order_hindi_1");
    expect(hindi.text).toContain("तारीख: 5 दिस॰ 2026, 18:00 भारतीय समय");
    expect(hindi.text).not.toMatch(/Amount paid|Receipt for/);

    const english = await paidOrder(null, "Ravi", "order_english_1");
    expect(english.subject).toBe("Receipt for your Copper plan");
    expect(english.text).toContain("Hi Ravi, thank you for your purchase. Your 3 credits are ready to use.");
    expect(english.text).toContain("Plan: Copper (3 mock interviews)");
    expect(english.text).toContain("Discount: None");
    expect(english.text).toContain("Payment ID: pay_order_english_1");
    expect(english.text).toContain("Date: 5 Dec 2026, 6:00 pm IST");
    expect(english.text).toContain("Keep this e-mail for your records. If anything looks wrong, reply and our support team will help.");
  });
});
