// Our own question bank for the offline engine: short templates written for HireReady, filled in
// with the candidate's job title, industry, skills, chosen value and words from their CV.
// Placeholders: {title}, {industry}, {skill}, {value}, {keyword}, {years}.

export type Level = "EASY" | "MEDIUM" | "HARD";

/** Openers by seniority: years of experience decide which set fits. */
export const OPENERS = {
  early: [
    "Walk me through what drew you to work as a {title}, and what you have done so far to prepare for it.",
    "Which piece of work from your studies or first jobs best shows how you would work as a {title}?",
    "What have you learned in your first {years} of work that changed how you approach your tasks?",
  ],
  mid: [
    "In {years} of experience, which project are you proudest of, and what exactly was your part in it?",
    "Tell me about your current role and how it has prepared you to step in as a {title}.",
    "What has changed in the way you work as a {title} compared with when you started?",
  ],
  senior: [
    "With {years} behind you, how do you decide which problems deserve your own time and which you hand to others?",
    "Describe a decision you made as a senior {title} that others disagreed with at first. How did it turn out?",
    "How do you help less experienced colleagues grow without slowing the team down?",
  ],
} as const;

/** One question per chosen skill, by difficulty. */
export const SKILL_QUESTIONS: Record<Level, readonly string[]> = {
  EASY: [
    "How would you explain {skill} to a new teammate, and where have you used it yourself?",
    "What is a common beginner mistake with {skill}, and how do you avoid it?",
    "Describe a small task you completed using {skill}, from start to finish.",
  ],
  MEDIUM: [
    "Tell me about a problem you solved with {skill}. What did you try first, and what made you change course?",
    "How do you check that your work with {skill} is correct before anyone else relies on it?",
    "When would you choose not to use {skill}, and what would you use instead?",
  ],
  HARD: [
    "Something you own that depends on {skill} starts failing under twice its usual load. How do you find the cause, and which trade-offs do you weigh in the fix?",
    "Describe the most difficult {skill} problem you have faced. How did you break it down, and what would you do differently today?",
    "How would you design a review or standard for {skill} work across a team, and how would you know it is working?",
  ],
};

/** Behavioural questions for each of the nine values on the form. */
export const VALUE_QUESTIONS: Record<string, readonly string[]> = {
  integrity: [
    "Tell me about a time you noticed a mistake that nobody else had seen. What did you do?",
    "Describe a moment when doing the right thing cost you time or credit. How did you handle it?",
  ],
  ethics: [
    "Have you ever been asked to do something at work that felt wrong? How did you respond?",
    "How do you weigh a business goal against the interests of the people it affects?",
  ],
  teamwork: [
    "Describe a project where the team succeeded because of how you worked with others, not only what you did alone.",
    "Tell me about a teammate you found hard to work with and how you made it work.",
  ],
  innovation: [
    "Tell me about an idea of yours that changed how your team worked. How did you get others to try it?",
    "Describe a time you improved a process nobody had asked you to improve.",
  ],
  diversity: [
    "How have different backgrounds in a team you worked with led to a better result?",
    "Describe a time you changed your approach to work well with someone whose experience differed from yours.",
  ],
  inclusion: [
    "What do you do in meetings to make sure quieter colleagues are heard?",
    "Tell me about a time you noticed someone being left out at work and what you did about it.",
  ],
  collaboration: [
    "Describe a piece of work you delivered together with another team. What made the collaboration work?",
    "How do you handle a disagreement with a colleague from another department about priorities?",
  ],
  excellence: [
    "Tell me about a piece of work where good enough was not good enough for you. What did you do beyond it?",
    "How do you keep the quality of your work high when deadlines are tight?",
  ],
  accountability: [
    "Tell me about a time something you were responsible for went wrong. What did you do next?",
    "How do you keep commitments visible so that others can rely on you?",
  ],
};

/** Industry-flavoured questions, found by words in the industry's name. */
export const INDUSTRY_QUESTIONS: { match: RegExp; questions: readonly string[] }[] = [
  {
    match: /information|software|saas|tech|cloud|cyber|it\b/i,
    questions: [
      "How do you keep up with changes in tools and practices in {industry}, and what did you learn most recently?",
      "A release you worked on causes problems for customers. As a {title}, what are your first three steps?",
    ],
  },
  {
    match: /data|artificial|analytics|ai\b/i,
    questions: [
      "How do you make sure the data you rely on is trustworthy before you draw conclusions from it?",
      "Explain a result from your work to someone with no technical background, as you would to a manager.",
    ],
  },
  {
    match: /bank|financ|insur|account|fintech/i,
    questions: [
      "How do you balance speed with the accuracy and compliance that {industry} demands?",
      "Describe how you would handle an error that affected customers' money or records.",
    ],
  },
  {
    match: /health|pharma|medic|hospital|bio/i,
    questions: [
      "In {industry}, mistakes can affect patients. How does that shape the way you check your work?",
      "How do you handle sensitive personal information in your day-to-day work?",
    ],
  },
  {
    match: /sales|marketing|retail|commerce|consumer|media/i,
    questions: [
      "How do you find out what a customer really needs before you propose anything?",
      "Tell me about a target you missed. What did you learn and change afterwards?",
    ],
  },
  {
    match: /educat|teach|learn|train/i,
    questions: [
      "How do you adapt when the people you are teaching or supporting learn at very different speeds?",
      "Describe how you would measure whether your work actually helped someone learn.",
    ],
  },
  {
    match: /manufactur|engineer|construct|automo|energy|logistic|supply/i,
    questions: [
      "How do you keep safety and quality in view when production or delivery is under pressure?",
      "Describe a process you helped make more efficient. How did you measure the gain?",
    ],
  },
  {
    match: /design|creative|art|media/i,
    questions: ["Walk me through how you take feedback on your work that you do not agree with.", "How do you decide when a design is finished?"],
  },
];

export const GENERAL_INDUSTRY_QUESTIONS = [
  "What do you think is the biggest change coming to {industry} in the next few years, and how are you preparing for it?",
  "Why {industry}? What keeps you interested in this field?",
] as const;

/** Questions about something named in the candidate's CV. */
export const CV_QUESTIONS = [
  "Your CV mentions {keyword}. What was your own part in that work, and what would you do differently now?",
  "I see {keyword} on your CV. Tell me about the hardest moment in that work and how you got through it.",
  "How did your experience with {keyword} prepare you for a {title} role?",
] as const;

/** Questions about the role itself, used to fill the remaining places. */
export const ROLE_QUESTIONS: Record<Level, readonly string[]> = {
  EASY: [
    "What does a typical good day look like for a {title}?",
    "Which of your strengths will help you most as a {title}, and which area are you working to improve?",
    "How do you organise your work when you have several tasks due on the same day?",
  ],
  MEDIUM: [
    "What would you focus on in your first ninety days as a {title} with us?",
    "Tell me about a time you had to learn something quickly to deliver your work. How did you go about it?",
    "How do you decide what to do first when your manager and a customer both need something urgently?",
  ],
  HARD: [
    "If you were asked to cut the cost of your team's work by a fifth without losing quality, where would you start?",
    "Describe a situation where you had to make an important call with incomplete information. How did you decide?",
    "How would you measure your own success as a {title} after one year?",
  ],
};

export const CLOSERS = [
  "Where do you want your career to be in three years, and how does this {title} role get you there?",
  "What question would you ask us to decide whether this {title} role is right for you?",
] as const;

/** Fills a template's `{name}` slots; a slot without a value keeps its name. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? name);
}

/** Every question template of the bank, in bank order (for checks that must cover them all). */
export function everyTemplate(): string[] {
  return [
    ...Object.values(OPENERS).flat(),
    ...Object.values(SKILL_QUESTIONS).flat(),
    ...Object.values(VALUE_QUESTIONS).flat(),
    ...INDUSTRY_QUESTIONS.flatMap((g) => g.questions),
    ...GENERAL_INDUSTRY_QUESTIONS,
    ...CV_QUESTIONS,
    ...Object.values(ROLE_QUESTIONS).flat(),
    ...CLOSERS,
  ];
}
