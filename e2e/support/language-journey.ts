// The words the language journey (e2e/language-journey.spec.ts) reads and presses, in each language:
// the catalogs' (lib/i18n/messages) and the code mail's and SMS's as sent.
export type Language = "hi" | "en";

type Words = {
  createAccountLink: string;
  registerTitle: string;
  email: string;
  password: string;
  next: string;
  verifyEmailTitle: string;
  otpCode: string;
  mailSubject: string;
  mailLine: string;
  basicTitle: string;
  firstName: string;
  lastName: string;
  female: string;
  state: string;
  mobile: string;
  sendOtp: string;
  sms: (code: string) => string;
  mobileOtp: string;
  verify: string;
  verified: string;
  roleTitle: string;
  designation: string;
  expectedCtc: string;
  photoTitle: string;
  skip: string;
  detailsTitle: string;
  industry: RegExp;
  interests: RegExp;
  completeRegistration: string;
  almostDone: string;
  allSet: string;
  applyFor: (title: string) => string;
  appliedTitle: string;
  viewApplications: string;
  applicationsTitle: RegExp;
  appliedChip: string;
  checkDevices: string;
  startInterview: string;
  typeInstead: string;
  typedLabel: string;
  sendAndSubmit: string;
  doneTitle: string;
  seeFeedback: string;
  totalScore: string;
  feedbackTitle: string;
  typedAnswer: string;
};

export const WORDS: Record<Language, Words> = {
  hi: {
    createAccountLink: "खाता बनाइए",
    registerTitle: "अपना अकाउंट बनाएँ",
    email: "ई-मेल",
    password: "पासवर्ड",
    next: "आगे बढ़ें",
    verifyEmailTitle: "अपना ई-मेल वेरिफ़ाई करें",
    otpCode: "OTP कोड",
    mailSubject: "आपका HireReady वेरिफ़िकेशन कोड",
    mailLine: "अपना HireReady अकाउंट बनाना पूरा करने के लिए यह कोड डालें।",
    basicTitle: "अपने बारे में बताइए",
    firstName: "पहला नाम",
    lastName: "उपनाम",
    female: "महिला",
    state: "राज्य",
    mobile: "मोबाइल नंबर",
    sendOtp: "OTP भेजें",
    sms: (code) => `${code} आपका HireReady OTP है। यह 10 मिनट तक मान्य है।`,
    mobileOtp: "मोबाइल OTP",
    verify: "वेरिफ़ाई करें",
    verified: "वेरिफ़ाइड",
    roleTitle: "आपका मौजूदा पद",
    designation: "मौजूदा पद",
    expectedCtc: "अपेक्षित CTC",
    photoTitle: "प्रोफ़ाइल फ़ोटो लगाएँ",
    skip: "अभी छोड़ें",
    detailsTitle: "आप कैसी नौकरी ढूँढ रहे हैं?",
    industry: /इंडस्ट्री/,
    interests: /रुचियाँ/,
    completeRegistration: "रजिस्ट्रेशन पूरा करें",
    almostDone: "बस थोड़ा-सा बाकी है!",
    allSet: "सब तैयार है!",
    applyFor: (title) => `${title} के लिए अभी आवेदन करें`,
    appliedTitle: "आपने इस नौकरी के लिए सफलतापूर्वक आवेदन कर दिया है!",
    viewApplications: "मेरे आवेदन देखें",
    applicationsTitle: /^नौकरी के आवेदन \(1\)$/,
    appliedChip: "स्थिति: आवेदन किया",
    checkDevices: "कैमरा और माइक्रोफ़ोन जाँचें",
    startInterview: "इंटरव्यू शुरू करें",
    typeInstead: "इसके बजाय अपना उत्तर टाइप करें",
    typedLabel: "प्रश्न 1 का आपका टाइप किया उत्तर",
    sendAndSubmit: "अपना टाइप किया उत्तर भेजें और जमा करें",
    doneTitle: "आपका इंटरव्यू रिकॉर्ड हो गया है",
    seeFeedback: "फ़ीडबैक देखें",
    totalScore: "कुल स्कोर",
    feedbackTitle: "फ़ीडबैक: Data Analyst",
    typedAnswer: "टाइप किया जवाब",
  },
  en: {
    createAccountLink: "Create an account",
    registerTitle: "Create your account",
    email: "E-mail",
    password: "Password",
    next: "Continue",
    verifyEmailTitle: "Verify your e-mail",
    otpCode: "OTP Code",
    mailSubject: "Your HireReady verification code",
    mailLine: "Use this code to finish creating your HireReady account.",
    basicTitle: "Tell us about yourself",
    firstName: "First name",
    lastName: "Last name",
    female: "Female",
    state: "State",
    mobile: "Mobile number",
    sendOtp: "Send OTP",
    sms: (code) => `${code} is your HireReady verification code. It expires in 10 minutes.`,
    mobileOtp: "Mobile OTP",
    verify: "Verify",
    verified: "Verified",
    roleTitle: "Your current role",
    designation: "Current designation",
    expectedCtc: "Expected CTC",
    photoTitle: "Add a profile picture",
    skip: "Skip for now",
    detailsTitle: "What are you looking for?",
    industry: /Industry/,
    interests: /Interests/,
    completeRegistration: "Complete registration",
    almostDone: "Your are almost done!",
    allSet: "You're all set!",
    applyFor: (title) => `Apply Now for ${title}`,
    appliedTitle: "You've successfully applied for this job!",
    viewApplications: "View my applications",
    applicationsTitle: /^Job Applications \(1\)$/,
    appliedChip: "Status: Applied",
    checkDevices: "Check camera and microphone",
    startInterview: "Start the interview",
    typeInstead: "Type your answer instead",
    typedLabel: "Your typed answer to question 1",
    sendAndSubmit: "Send your typed answer and submit",
    doneTitle: "Your interview has been recorded",
    seeFeedback: "See the feedback",
    totalScore: "Total score",
    feedbackTitle: "Feedback: Data Analyst",
    typedAnswer: "Typed answer",
  },
};
