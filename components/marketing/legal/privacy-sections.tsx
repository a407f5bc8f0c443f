// The privacy policy's text, written for this product in plain English. Numbering follows the order.
import { brand } from "@/lib/brand";
import { MOCK_QUESTION_COUNT } from "@/lib/mocks/mock-rules";
import { SECONDS_PER_QUESTION } from "@/lib/interviews/interview-rules";
import type { LegalSection } from "./types";

export const PRIVACY_INTRO = (
  <p>
    Your CV, your voice and your face on camera are personal. This policy sets out, in plain words, what {brand.name} does with them and the choices you have.
  </p>
);

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: "about-this-policy",
    title: "About this policy",
    body: (
      <>
        <p>
          {brand.name} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) runs a website where job-seekers build a profile, apply to jobs, take recorded video interviews,
          take a personality test and practise with AI mock interviews. This policy explains what personal information we handle when you use it, why, who sees
          it, how long we keep it and what you can ask us to do with it.
        </p>
        <p>
          It covers this website and the candidate area behind it. Employers use a separate employer site; when you apply to a job, the employer also becomes
          responsible for the information you send them, under their own privacy notice.
        </p>
      </>
    ),
  },
  {
    id: "information-you-give-us",
    title: "Information you give us",
    body: (
      <>
        <p>When you register and build your profile you give us:</p>
        <ul>
          <li>your name, e-mail address, mobile number, country and password (we store only a one-way hash of the password);</li>
          <li>your CV, photo, work history, education, skills, interests, expected salary and preferred locations;</li>
          <li>whether you are open to work (the Job hunting switch);</li>
          <li>your answers to interview questions, personality test questions and mock interview set-up questions;</li>
          <li>anything you write to us, for example through the contact form or by e-mail.</li>
        </ul>
        <p>If you sign in with Google, Google shares your name, e-mail address and profile picture with us. We do not receive your Google password.</p>
      </>
    ),
  },
  {
    id: "information-collected-automatically",
    title: "Information we collect when you use the site",
    body: (
      <>
        <p>
          Our servers record technical details of each visit: your IP address, browser and device type, the pages you open, the time of each request and any
          errors. We use them to keep the service running, to stop abuse (for example, to limit how many messages one address can send) and to fix problems.
        </p>
        <p>
          We also keep a record of what you do in your account, such as the jobs you apply to, the status of each application and the mock interviews you
          create, because that is the service itself.
        </p>
      </>
    ),
  },
  {
    id: "video-recordings",
    title: "Video and audio recordings",
    body: (
      <>
        <p>
          Recorded interviews and mock interviews use your camera and microphone. The browser asks for your permission first, and nothing is recorded until you
          give it and start answering. Each answer is recorded for up to {SECONDS_PER_QUESTION / 60} minutes and uploaded to our storage while you speak.
        </p>
        <ul>
          <li>
            <strong>Interviews for a job:</strong> the recording, together with the attention summary described in section 5, is shared with the employer who
            invited you, so they can assess your application.
          </li>
          <li>
            <strong>Mock interviews:</strong> recordings are private to you. They are used to produce your feedback and are not shown to employers unless you
            choose to share them.
          </li>
        </ul>
        <p>Recordings are stored privately and are only reachable through short-lived links given to people allowed to see them.</p>
      </>
    ),
  },
  {
    id: "emotion-and-attention-analysis",
    title: "Emotion and attention analysis",
    body: (
      <>
        <p>
          During an interview for a job, software running in your browser looks at the camera picture to estimate whether a face is present, whether more than
          one face is present, where your attention is and which of seven broad expressions (such as neutral or happy) your face shows. It does this to help
          keep the interview fair, and it raises an on-screen alert if it sees no face or several faces.
        </p>
        <p>
          The browser sends us only summary figures every few seconds (for example, how often attention was detected and how often each expression appeared),
          not a separate biometric template. We do not use these figures to identify you, and we do not sell them. Employers see them as one input beside your
          answers; they are estimates, can be wrong (lighting, camera angle, disability, cultural differences) and should never decide an application on their
          own.
        </p>
        <p>Mock interviews are practice: they are not proctored and this analysis is not shared with anyone.</p>
      </>
    ),
  },
  {
    id: "ai-processing",
    title: "How AI processes your CV and answers",
    body: (
      <>
        <p>We use artificial intelligence in three places:</p>
        <ul>
          <li>
            <strong>CV reading.</strong> When you upload a CV for a mock interview, we extract its text so the AI can write questions that fit your experience
            and the role you chose.
          </li>
          <li>
            <strong>Question generation.</strong> The AI writes a set of {MOCK_QUESTION_COUNT} questions from your CV, the job title, industry, experience
            level, difficulty, skills and the personal value you pick.
          </li>
          <li>
            <strong>Answer review.</strong> Your spoken answers are transcribed and scored out of 10, with written reasons and suggestions.
          </li>
        </ul>
        <p>
          This text may be sent to an AI provider that processes it on our behalf under a contract that forbids it from using your data to train its own models.
          Where no provider is configured, our own offline engine does the work and the feedback says so. AI feedback is guidance for practice, not a hiring
          decision, and it can make mistakes.
        </p>
      </>
    ),
  },
  {
    id: "how-we-use-information",
    title: "How we use your information",
    body: (
      <ul>
        <li>to create and run your account, and to let you sign in securely (including one-time codes by e-mail and SMS);</li>
        <li>to show you jobs, send your applications to employers and keep you updated on their status;</li>
        <li>to run recorded interviews, the personality test and mock interviews, and to produce your feedback;</li>
        <li>to take payments and keep track of your mock interview credits;</li>
        <li>to answer your questions and send you messages about your account and applications;</li>
        <li>to keep the service safe, prevent fraud and abuse, and meet our legal duties;</li>
        <li>to understand, in aggregated form, how the service is used so we can improve it.</li>
      </ul>
    ),
  },
  {
    id: "legal-basis",
    title: "Why we are allowed to use it",
    body: (
      <>
        <p>
          We use your information because you asked us to provide the service, because you gave your consent (for example, to camera recording, attention
          analysis and sharing an interview with an employer), or because the law requires us to keep certain records (for example, payment records).
        </p>
        <p>
          You can withdraw consent at any time by stopping an interview, switching off the Job hunting switch, or asking us to delete your data (section 15).
          Withdrawing consent does not undo what was lawfully done before.
        </p>
      </>
    ),
  },
  {
    id: "sharing-with-employers",
    title: "Sharing with employers",
    body: (
      <>
        <p>When you apply to a job or take an interview an employer sent you, we share with that employer:</p>
        <ul>
          <li>your profile, CV and contact details;</li>
          <li>your interview recordings, the attention summary and any scores;</li>
          <li>your personality test result, if the employer asked for it.</li>
        </ul>
        <p>
          Employers may only use this to assess you for their roles. While the Job hunting switch is on, employers searching for candidates may also see a
          summary of your profile; switch it off to stop that.
        </p>
      </>
    ),
  },
  {
    id: "service-providers",
    title: "Service providers and other disclosures",
    body: (
      <>
        <p>We use trusted providers to run the service, each limited to what the task needs:</p>
        <ul>
          <li>cloud hosting, databases and file storage;</li>
          <li>e-mail and SMS delivery;</li>
          <li>AI processing (section 6);</li>
          <li>payment processing (section 11);</li>
          <li>Google, if you choose to sign in with it.</li>
        </ul>
        <p>
          Some providers may process data outside India. Where they do, we use contracts and safeguards that keep your information protected to the standard
          this policy describes. We may also disclose information when the law requires it, to protect people from harm, or as part of a sale or merger of our
          business, in which case the buyer must honour this policy. We never sell your personal information.
        </p>
      </>
    ),
  },
  {
    id: "payments-and-credits",
    title: "Payments and credits",
    body: (
      <>
        <p>
          Mock interview plans are paid through our payment partner. You enter your card, UPI or bank details on the partner&rsquo;s secure page; we never see
          or store full card numbers. We receive and keep the order number, amount, plan, coupon used, payment status and the partner&rsquo;s payment reference.
        </p>
        <p>
          Your credits (also called tokens or coins) are kept as a ledger: each purchase, each mock interview created and each mock shared with a friend is a
          separate entry, so you can always see how your balance came about.
        </p>
      </>
    ),
  },
  {
    id: "data-retention",
    title: "How long we keep your information",
    body: (
      <>
        <p>We keep information only as long as we need it:</p>
        <ul>
          <li>
            <strong>Account and profile:</strong> while your account is open, then deleted within 30 days of closing it.
          </li>
          <li>
            <strong>CVs and photos:</strong> until you replace or delete them, or close your account.
          </li>
          <li>
            <strong>Interview recordings and attention summaries:</strong> 12 months after the interview, so the employer can finish their hiring process,
            unless you ask us to delete them sooner.
          </li>
          <li>
            <strong>Mock interview recordings:</strong> 6 months after recording. Your written feedback and scores stay until you delete the mock or close your
            account.
          </li>
          <li>
            <strong>Payment and credit records:</strong> 8 years, because tax and accounting law requires it.
          </li>
          <li>
            <strong>Messages you send us:</strong> 2 years after our last reply.
          </li>
          <li>
            <strong>Security and server logs:</strong> 90 days.
          </li>
        </ul>
        <p>
          Deleted data leaves our encrypted backups within a further 35 days as they are replaced. Where we must keep something longer by law, we keep only that
          part and use it for nothing else.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and local storage",
    body: (
      <>
        <p>
          We use a small number of cookies that the service cannot work without: one keeps you signed in, and others protect sign-in forms against forgery. Your
          browser&rsquo;s local storage remembers things like the page to return to after signing in and the progress of an interview in progress.
        </p>
        <p>We do not use advertising cookies and we do not let advertisers track you on our site.</p>
      </>
    ),
  },
  {
    id: "security",
    title: "How we protect your information",
    body: (
      <p>
        All traffic to the site is encrypted. Passwords are stored as strong one-way hashes, one-time codes expire quickly and allow only a few attempts, and
        stored files are private, reachable only through short-lived signed links. Access inside our team is limited to people who need it for their work. No
        system is perfectly secure; if a breach puts your information at risk, we will tell you and the authorities as the law requires.
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights: access, export, correction and deletion",
    body: (
      <>
        <p>You can, at any time:</p>
        <ul>
          <li>
            <strong>See and correct</strong> most of your information yourself on your profile and CV pages;
          </li>
          <li>
            <strong>Export</strong> a copy of your data: your profile, applications, credit history, test results and feedback in a machine-readable file, with
            your recordings;
          </li>
          <li>
            <strong>Delete</strong> single items such as a CV or a mock interview, or close your account and have your data erased as described in section 12;
          </li>
          <li>
            <strong>Withdraw consent</strong> or object to a use of your information;
          </li>
          <li>
            <strong>Nominate</strong> someone to exercise these rights for you if you die or become unable to.
          </li>
        </ul>
        <p>
          Write to <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> from the e-mail address on your account. We may ask you to confirm your
          identity, and we reply within 30 days. It is free.
        </p>
      </>
    ),
  },
  {
    id: "children",
    title: "Children",
    body: (
      <p>
        {brand.name} is for people looking for work and is not meant for anyone under 18. We do not knowingly collect information from children. If you believe
        a child has given us personal information, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: "changes-and-contact",
    title: "Changes to this policy and how to contact us",
    body: (
      <>
        <p>
          If we change this policy, we will update the date at the top. If a change matters, for example a new use of your recordings, we will tell you by
          e-mail or in the app before it takes effect.
        </p>
        <p>
          Questions or complaints go to our Grievance Officer at <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>, or by post to {brand.name},{" "}
          {brand.address}. We acknowledge complaints within 48 hours. If you are not satisfied with our answer, you may complain to the data protection
          authority in India.
        </p>
      </>
    ),
  },
];
