// The terms and conditions, written for this product in plain English. Numbering follows the order.
import { brand } from "@/lib/brand";
import { MAX_SCORE } from "@/lib/ai/review-rules";
import { TOKEN_COST } from "@/lib/credits/credit-rules";
import type { LegalSection } from "./types";

export const TERMS_INTRO = (
  <p>
    The rules for using {brand.name} as a candidate: your account, interviews and recordings, AI feedback, credits and payments. We have kept them short and
    readable.
  </p>
);

export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: "agreement",
    title: "These terms",
    body: (
      <>
        <p>
          These terms are an agreement between you and {brand.name} for the use of our website and candidate app. By creating an account or using the service
          you accept them. Please also read our <a href="/privacy-policy">Privacy Policy</a>, which explains how we handle your information.
        </p>
        <p>
          Employers use a separate employer site and agree to separate terms there. Nothing in these terms makes us an employer, recruiter or agent for you or
          for any company.
        </p>
      </>
    ),
  },
  {
    id: "eligibility",
    title: "Who can use the service",
    body: (
      <p>
        You must be at least 18 years old and able to enter a binding contract. You may hold only one account, and it must be in your own name with details that
        are true and up to date.
      </p>
    ),
  },
  {
    id: "your-account",
    title: "Your account",
    body: (
      <p>
        Keep your password and one-time codes to yourself. You are responsible for what happens in your account unless it was caused by our failure. If you
        think someone else has used it, change your password and tell us straight away. Signing out ends your session on every device that copied it.
      </p>
    ),
  },
  {
    id: "your-content",
    title: "Your profile, CV and answers",
    body: (
      <>
        <p>
          You own what you upload: your CV, photo, profile details, written and spoken answers and recordings. You give us permission to store, copy,
          transcribe, analyse and display that content only as far as needed to run the service for you, including sending it to employers you apply to and to
          the AI processing described in our Privacy Policy. This permission ends when the content is deleted.
        </p>
        <p>Do not upload anything that is false, that belongs to someone else, or that you have no right to share.</p>
      </>
    ),
  },
  {
    id: "jobs-and-employers",
    title: "Jobs and employers",
    body: (
      <p>
        Jobs are posted by employers, who are responsible for their listings, their hiring decisions and how they treat you. We check listings for obvious abuse
        but cannot promise that every job is accurate or still open, and we cannot promise that you will be interviewed or hired. Never pay an employer to be
        considered for a job; report any listing that asks for money.
      </p>
    ),
  },
  {
    id: "recorded-interviews",
    title: "Recorded interviews and monitoring",
    body: (
      <>
        <p>
          An interview sent to you by an employer is recorded on video and proctored: while you answer, software in your browser estimates attention, counts
          faces and notes broad facial expressions, and an alert appears if no face or several faces are seen. By starting such an interview you agree to the
          recording and to sharing it, with those estimates, with that employer.
        </p>
        <p>
          Take the interview yourself, alone, without help from another person or tool. Each question has a time limit; when it runs out, the answer is saved as
          it stands.
        </p>
      </>
    ),
  },
  {
    id: "mock-interviews-and-ai",
    title: "Mock interviews and AI feedback",
    body: (
      <>
        <p>
          Mock interviews are practice. They are not proctored and are not sent to employers. Questions are written by AI from the details you give, and each
          answer receives a score out of {MAX_SCORE} with written feedback.
        </p>
        <p>
          AI feedback is an automated opinion meant to help you prepare. It can be incomplete or wrong, it is not professional career advice, and it does not
          predict how any employer will judge you.
        </p>
      </>
    ),
  },
  {
    id: "credits",
    title: "Plans and credits",
    body: (
      <>
        <p>
          Mock interviews use credits (also called tokens or coins), bought in plans. Creating a mock interview uses {TOKEN_COST.createMock} credit, and sharing
          a mock interview with a friend through a redeem link uses {TOKEN_COST.shareMock} credit. The app always tells you before a credit is used.
        </p>
        <ul>
          <li>Credits are valid for 6 months from purchase; unused credits expire after that.</li>
          <li>Credits have no cash value, cannot be sold, and move to another person only through a share link.</li>
          <li>A redeem link can be used once. Credits used for a mock interview that fails on our side are returned.</li>
        </ul>
      </>
    ),
  },
  {
    id: "payments-and-refunds",
    title: "Payments and refunds",
    body: (
      <>
        <p>
          Prices are shown in Indian rupees and include any taxes we must charge. Payments are taken by our payment partner; your order is confirmed only when
          the partner confirms the payment to us. A coupon applies only to the plan and period stated with it.
        </p>
        <p>
          If money leaves your account but your credits do not arrive, contact us with the order details: we will add the credits or refund the full amount to
          the original payment method within 7 working days. Because credits are delivered at once, bought plans are otherwise non-refundable, except where the
          law gives you a right to a refund.
        </p>
      </>
    ),
  },
  {
    id: "employer-plans",
    title: "Employer plans",
    body: (
      <p>
        Hiring plans, Interview As A Service plans and their add-ons shown on our pricing page are bought and managed on the employer site, under the employer
        terms shown there. These candidate terms do not cover them.
      </p>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>impersonate anyone, or have someone else take an interview or test for you;</li>
          <li>upload unlawful, abusive or misleading content, or content that infringes someone else&rsquo;s rights;</li>
          <li>copy questions, feedback or other content from the service to publish or sell;</li>
          <li>scrape the site, overload it, probe it for weaknesses or get around its limits and security;</li>
          <li>use the service to send spam or to collect other people&rsquo;s personal information.</li>
        </ul>
      </>
    ),
  },
  {
    id: "intellectual-property",
    title: "Our content and trademarks",
    body: (
      <p>
        The site, its design, software, question banks and the {brand.name} name and logo belong to us or our licensors. You may use them only to use the
        service as intended. Feedback you send us about the service may be used to improve it without any obligation to you.
      </p>
    ),
  },
  {
    id: "suspension-and-closing",
    title: "Suspension and closing your account",
    body: (
      <p>
        You can close your account at any time by writing to us. We may suspend or close an account that breaks these terms, puts others at risk or is required
        to be closed by law; where we can, we will tell you why and give you a chance to respond first. Credits in an account closed for breaking these terms
        are lost. Sections that by their nature should last, such as those on liability and disputes, continue after closing.
      </p>
    ),
  },
  {
    id: "disclaimers",
    title: "The service as it is",
    body: (
      <p>
        We work hard to keep {brand.name} available and accurate, but we provide it as it is, without promises that it will always be uninterrupted or free of
        errors, or that it will get you a job. Camera, microphone, browser and network problems on your side can affect recordings; check them before you start
        an interview.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Limits on our liability",
    body: (
      <p>
        Nothing in these terms limits liability that the law does not allow us to limit. Otherwise, we are not liable for indirect losses, such as lost
        opportunities or income, or for decisions made by employers, and our total liability to you for any claim is limited to the amount you paid us in the 12
        months before it arose.
      </p>
    ),
  },
  {
    id: "law-and-disputes",
    title: "Governing law and disputes",
    body: (
      <p>
        These terms are governed by the laws of India. Please contact us first so we can try to resolve any problem informally. If we cannot, the courts of
        Bengaluru, Karnataka have jurisdiction, without taking away any right you have to bring a claim where you live.
      </p>
    ),
  },
  {
    id: "changes-and-contact",
    title: "Changes to these terms and contact",
    body: (
      <p>
        We may update these terms as the service changes. We will change the date at the top and, for changes that matter, tell you in advance by e-mail or in
        the app. If you keep using the service after a change takes effect, the new terms apply. Questions:{" "}
        <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>, or {brand.name}, {brand.address}.
      </p>
    ),
  },
];
