import { describe, expect, it } from "vitest";
import { JOBS } from "@/lib/seed/jobs";
import { findJobMoneyAsks, findMoneyAsks } from "./money-ask";

describe("findMoneyAsks", () => {
  it.each([
    ["Selected candidates must pay a registration fee of ₹499 before joining.", ["registration fee of ₹499"]],
    ["Pay ₹499 to confirm your interview slot.", ["Pay ₹499"]],
    ["A refundable security deposit of Rs. 2,000 is collected on day one.", ["refundable security deposit of Rs. 2,000"]],
    ["Training fee Rs 3500/- (one time).", ["Training fee Rs 3500/-"]],
    ["Laptop deposit required at joining.", ["Laptop deposit"]],
    ["The fee is fully refundable after 6 months.", ["fee is fully refundable"]],
    ["You will need to pay for your training kit.", ["pay for your training"]],
    ["Kindly pay a small fee to book the slot", ["pay a small fee"]],
  ])("finds the ask in %j", (text, words) => {
    expect(findMoneyAsks(text)).toEqual(words);
  });

  it.each([
    // Hindi
    ["चयनित उम्मीदवारों को ₹499 पंजीकरण शुल्क जमा करना होगा।", ["पंजीकरण शुल्क जमा"]],
    ["जॉइनिंग से पहले ₹2000 सिक्योरिटी डिपॉजिट जमा करें।", ["सिक्योरिटी डिपॉजिट"]],
    ["इंटरव्यू के लिए ₹499 जमा करें।", ["₹499 जमा"]],
    ["ट्रेनिंग फीस देनी होगी।", ["ट्रेनिंग फीस देनी"]],
    ["जमानत राशि वापस मिलेगी।", ["जमानत राशि"]],
    // Hinglish
    ["Joining se pehle registration fee ₹499 dena hoga.", ["registration fee ₹499 dena hoga"]],
    ["Interview ke liye ₹499 jama karna hoga", ["₹499 jama karna hoga"]],
    ["Selection ke baad training ke paise bharne padenge", ["training ke paise bharne padenge"]],
    ["Fees dena hoga joining ke time", ["Fees dena hoga"]],
  ])("finds the ask in Hindi or Hinglish: %j", (text, words) => {
    expect(findMoneyAsks(text)).toEqual(words);
  });

  it.each([
    "Salary ₹25,000 a month",
    "No fees at any stage",
    "We never charge candidates",
    "There is no registration fee and no security deposit.",
    "Stipend of ₹15,000 per month during training.",
    "The company provides a laptop and pays for your certification.",
    "CTC ₹4.5L - ₹6L per year, plus a joining bonus of ₹50,000.",
    "Travel is reimbursed; candidates pay nothing.",
    "Registration fee nahi hai, interview bilkul free hai.",
    "कोई पंजीकरण शुल्क नहीं लिया जाता।",
    "वेतन ₹25,000 प्रति माह।",
    "बिना किसी शुल्क के आवेदन करें।",
    "Koi bhi fees nahi lagegi.",
    "Manage the security of our payment systems and the refund process for customers.",
    "Process employee reimbursements and vendor payments on time.",
  ])("lets legitimate money talk through: %j", (text) => {
    expect(findMoneyAsks(text)).toEqual([]);
  });

  it("reads a denial in its own sentence only", () => {
    expect(findMoneyAsks("No experience needed. Registration fee ₹499.")).toEqual(["Registration fee ₹499"]);
  });

  it("finds nothing in any seeded job", () => {
    const asking = JOBS.filter((job) => findJobMoneyAsks(job).length > 0);
    expect(asking.map((job) => job.title)).toEqual([]);
  });
});
