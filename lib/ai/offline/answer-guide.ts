// "What a strong answer covers": three or four points for each question our bank asks, written for
// HireReady alongside the templates in question-bank.ts. The review shows them after the answer,
// never before, as a checklist. A question the bank did not write (an AI model's) gets the guide of
// its kind: a story, a "how do you…", or a "why…".
import { createHash } from "node:crypto";
import type { IntentId } from "@/lib/ai/evaluate/intents";
import { everyTemplate, fillTemplate } from "./question-bank";
import { englishOf } from "./question-bank-hindi";
import { guidePointIn, UNNAMED_SKILL } from "./answer-guide-hindi";
import type { MockLanguage } from "@/lib/language/languages";

/** `talksAbout`: what an answer to the question talks about (the judge hears relevance by it). */
type Guide = { match: RegExp; talksAbout: readonly IntentId[]; points: readonly string[] };

const STORY_CLOSE = "The result, with a figure if you have one, and what you would do the same way again.";

/** Most specific first: the first guide whose pattern matches the question is used. */
const GUIDES: readonly Guide[] = [
  // Openers
  {
    match: /what drew you to work as/i,
    talksAbout: ["motivation", "learning"],
    points: [
      "The moment or work that made you choose this path.",
      "What you have done to prepare: a course, a project, a job.",
      "One skill you already use that the role needs.",
      "Why now, and why this kind of company.",
    ],
  },
  {
    match: /piece of work from your studies or first jobs/i,
    talksAbout: ["project", "lesson"],
    points: [
      "One piece of work, named and described in a sentence.",
      "Your own part in it, not the group's.",
      "How it went and what you would change.",
      "How the same habits would show in this role.",
    ],
  },
  {
    match: /what have you learned in your first/i,
    talksAbout: ["lesson", "change"],
    points: [
      "One lesson, said plainly in the first sentence.",
      "The moment that taught it to you.",
      "What you do differently since, with an example.",
      "How it will help you in this role.",
    ],
  },
  {
    match: /which project are you proudest of/i,
    talksAbout: ["project", "measure"],
    points: [
      "The project and why it mattered, in a sentence or two.",
      'Exactly what you did yourself ("I…").',
      "The result it had, with a figure.",
      "Why you are proud of it: what it says about how you work.",
    ],
  },
  {
    match: /current role and how it has prepared you/i,
    talksAbout: ["role", "project"],
    points: [
      "What you do in your current role, in two sentences.",
      "Two things from it that carry straight over to this role.",
      "A moment that shows them in action.",
      "What you want to grow into next.",
    ],
  },
  {
    match: /what has changed in the way you work/i,
    talksAbout: ["change", "lesson"],
    points: [
      "How you worked when you started.",
      "What changed, and what made it change.",
      "An example of the new way working better.",
      "What you are still improving.",
    ],
  },
  {
    match: /deserve your own time/i,
    talksAbout: ["delegation", "priorities"],
    points: [
      "The test you use to decide: impact, risk, who else can do it.",
      "A recent example of keeping one problem and handing one on.",
      "How you made sure the handed-on work went well.",
      "What you learned when you got the balance wrong.",
    ],
  },
  {
    match: /others disagreed with at first/i,
    talksAbout: ["decision", "conflict", "persuasion"],
    points: [
      "The decision and why others disagreed.",
      "How you listened and what evidence you used.",
      "How you brought people along, or changed your mind in part.",
      "How it turned out, with a figure if you have one.",
    ],
  },
  {
    match: /less experienced colleagues grow/i,
    talksAbout: ["mentoring"],
    points: [
      "How you find out what someone needs to learn.",
      "A person you helped and what you did with them.",
      "How you kept the team's work moving meanwhile.",
      "How you knew it worked: what they can do now.",
    ],
  },
  // Skills
  {
    match: /how would you explain (?<skill>.+?) to a new teammate/i,
    talksAbout: ["explain"],
    points: [
      "A plain explanation of {skill} without jargon.",
      "An everyday comparison or small example.",
      "Where you used {skill} yourself and what it achieved.",
      "How you would check the teammate understood.",
    ],
  },
  {
    match: /common beginner mistake with (?<skill>.+?),/i,
    talksAbout: ["mistake"],
    points: [
      "One concrete mistake with {skill}, named.",
      "Why beginners make it.",
      "How you avoid it: a habit, a check or a tool.",
      "A time you saw it (or made it) and fixed it.",
    ],
  },
  {
    match: /small task you completed using (?<skill>.+?),/i,
    talksAbout: ["task", "check"],
    points: [
      "What the task was and who needed it.",
      "The steps you took with {skill}, in order.",
      "How you checked the result.",
      "What it achieved, with a figure if you have one.",
    ],
  },
  {
    match: /problem you solved with (?<skill>.+?)\./i,
    talksAbout: ["problem"],
    points: [
      "The problem and why it mattered.",
      "What you tried first with {skill}, and why.",
      "What told you to change course, and what you did instead.",
      STORY_CLOSE,
    ],
  },
  {
    match: /check that your work with (?<skill>.+?) is correct/i,
    talksAbout: ["check"],
    points: [
      "The checks you run before anyone relies on your work.",
      "How you test edge cases or compare with a known answer.",
      "Who reviews it, and how you ask for that review.",
      "A time a check caught a mistake.",
    ],
  },
  {
    match: /choose not to use (?<skill>.+?),/i,
    talksAbout: ["tradeoff"],
    points: [
      "A real situation where {skill} is the wrong tool.",
      "What you would use instead, and why.",
      "The trade-off you weigh: cost, speed, risk, who maintains it.",
      "An example from your own work.",
    ],
  },
  {
    match: /starts failing under twice its usual load/i,
    talksAbout: ["diagnosis", "tradeoff"],
    points: [
      "How you would confirm and measure the failure first.",
      "How you narrow down the cause, step by step.",
      "A short-term fix and a lasting fix, and their trade-offs.",
      "How you would keep it from happening again.",
    ],
  },
  {
    match: /most difficult (?<skill>.+?) problem/i,
    talksAbout: ["breakdown", "problem"],
    points: [
      "The problem and why it was hard.",
      "How you broke it into smaller parts.",
      "What worked, with the result.",
      "What you would do differently today.",
    ],
  },
  {
    match: /design a review or standard for (?<skill>.+?) work/i,
    talksAbout: ["standard", "measure"],
    points: [
      "What the standard checks, in a few plain rules.",
      "How the team agrees it and keeps it light.",
      "How you would measure that it is working.",
      "How you would change it when it is not.",
    ],
  },
  // Values
  {
    match: /noticed a mistake that nobody else had seen|something you were responsible for went wrong/i,
    talksAbout: ["ownership"],
    points: [
      "What went wrong, said plainly and owned.",
      "What you did first, and whom you told.",
      "How you fixed it and stopped it happening again.",
      STORY_CLOSE,
    ],
  },
  {
    match: /doing the right thing cost you|something at work that felt wrong|business goal against the interests/i,
    talksAbout: ["ethics"],
    points: [
      "The situation and what was at stake.",
      "What you did, and how you raised it.",
      "What it cost you, and why you still chose it.",
      "How it ended, and what you would do again.",
    ],
  },
  {
    match: /team succeeded because of how you worked with others|delivered together with another team/i,
    talksAbout: ["teamwork"],
    points: [
      "The goal and who was involved.",
      "How you worked with the others: sharing, agreeing, unblocking.",
      'Your own part, in "I" sentences.',
      STORY_CLOSE,
    ],
  },
  {
    match: /teammate you found hard to work with|disagreement with a colleague/i,
    talksAbout: ["conflict"],
    points: [
      "What made it hard, described fairly.",
      "How you listened and found common ground.",
      "What you agreed and how you kept to it.",
      "How the work turned out, and what you learned.",
    ],
  },
  {
    match: /idea of yours that changed|improved a process nobody had asked/i,
    talksAbout: ["improvement", "persuasion"],
    points: ["The problem you noticed.", "Your idea, in a sentence.", "How you got others to try it.", "The gain you measured afterwards."],
  },
  {
    match: /different backgrounds|someone whose experience differed|quieter colleagues|someone being left out/i,
    talksAbout: ["inclusion"],
    points: [
      "The situation and the people involved.",
      "What you noticed and what you did about it.",
      "How it changed the work or the result.",
      "What you do since because of it.",
    ],
  },
  {
    match: /good enough was not good enough|quality of your work high when deadlines/i,
    talksAbout: ["quality"],
    points: [
      "The standard you hold yourself to, in a sentence.",
      "An example with a real deadline.",
      "What you did beyond the minimum, and what you left out on purpose.",
      "The result, and how others noticed.",
    ],
  },
  {
    match: /commitments visible/i,
    talksAbout: ["commitments"],
    points: [
      "How you record and share what you have promised.",
      "How you warn people early when something slips.",
      "An example of a commitment kept under pressure.",
      "How others know they can rely on you.",
    ],
  },
  // Industry and the role
  {
    match: /keep up with changes in tools and practices/i,
    talksAbout: ["learning"],
    points: [
      "Where you learn: people, reading, practice.",
      "The most recent thing you learned.",
      "How you tried it out in your work.",
      "How you decide what is worth learning.",
    ],
  },
  {
    match: /release you worked on causes problems/i,
    talksAbout: ["incident"],
    points: [
      "Your first step: limit the harm to customers.",
      "How you find the cause.",
      "Whom you tell, and what you tell them.",
      "How you keep it from happening again.",
    ],
  },
  {
    match: /data you rely on is trustworthy/i,
    talksAbout: ["data", "check"],
    points: [
      "Where the data comes from and who owns it.",
      "The checks you run: totals, gaps, outliers.",
      "What you do when something does not add up.",
      "An example where a check changed a conclusion.",
    ],
  },
  {
    match: /explain a result from your work to someone with no technical background/i,
    talksAbout: ["explain"],
    points: [
      "The result in one plain sentence.",
      "Why it matters to the listener.",
      "One picture or comparison instead of jargon.",
      "What you would ask them to decide or do.",
    ],
  },
  {
    match: /speed with the accuracy and compliance|error that affected customers' money/i,
    talksAbout: ["compliance", "check"],
    points: [
      "The rule or risk that cannot be skipped.",
      "How you keep speed without cutting it: checks, automation, review.",
      "An example under time pressure.",
      "What you do first when an error reaches customers.",
    ],
  },
  {
    match: /mistakes can affect patients/i,
    talksAbout: ["check", "safety"],
    points: [
      "Why the stakes are higher here.",
      "The checks or rules you follow every time.",
      "An example where they mattered.",
      "How you speak up when something looks unsafe.",
    ],
  },
  {
    match: /sensitive personal information/i,
    talksAbout: ["privacy"],
    points: [
      "Why the stakes are higher here.",
      "The checks or rules you follow every time.",
      "An example where they mattered.",
      "How you speak up when something looks unsafe.",
    ],
  },
  {
    match: /what a customer really needs/i,
    talksAbout: ["customer"],
    points: [
      "The questions you ask before proposing anything.",
      "How you listen for the need behind the request.",
      "An example where it changed what you offered.",
      "How you confirmed it met the need.",
    ],
  },
  {
    match: /target you missed/i,
    talksAbout: ["target", "lesson"],
    points: [
      "The target and by how much you missed it.",
      "What you found when you looked for the reasons.",
      "What you changed afterwards.",
      "How you did on the next target.",
    ],
  },
  {
    match: /learn at very different speeds|actually helped someone learn/i,
    talksAbout: ["teaching", "measure"],
    points: [
      "How you find out where each person stands.",
      "How you adapt the pace or the material.",
      "An example with real people.",
      "How you measure that they learned.",
    ],
  },
  {
    match: /safety and quality in view|process you helped make more efficient/i,
    talksAbout: ["efficiency", "safety"],
    points: ["The process and what was at stake.", "What you changed, in steps.", "How you measured the gain.", "How safety and quality stayed in view."],
  },
  {
    match: /feedback on your work that you do not agree with|when a design is finished/i,
    talksAbout: ["feedback", "quality"],
    points: [
      "How you listen before you answer.",
      "How you test the feedback against the goal.",
      "An example where you changed course, or held your ground.",
      "How you decide you are done.",
    ],
  },
  {
    match: /biggest change coming to|why (?<industry>.+?)\? what keeps you interested/i,
    talksAbout: ["motivation", "change"],
    points: [
      "A specific change or reason, named.",
      "Why it matters, in a sentence or two.",
      "What you are doing about it yourself.",
      "How it connects to this role.",
    ],
  },
  {
    match: /your cv mentions (?<keyword>.+?)\.|i see (?<keyword2>.+?) on your cv|experience with (?<keyword3>.+?) prepare you/i,
    talksAbout: ["project", "lesson"],
    points: [
      "What the work with {keyword} was, in a sentence.",
      "Your own part in it.",
      "The hardest moment and how you got through it.",
      "What it prepares you to do in this role.",
    ],
  },
  {
    match: /typical good day/i,
    talksAbout: ["role"],
    points: [
      "What the work of the role actually is.",
      "What makes a day good: an outcome, not just being busy.",
      "How you set yourself up for it.",
      "How it fits what you enjoy doing.",
    ],
  },
  {
    match: /strengths will help you most/i,
    talksAbout: ["strength"],
    points: [
      "One strength, with an example that proves it.",
      "How it helps in this role.",
      "One area you are improving, honestly named.",
      "What you are doing about it.",
    ],
  },
  {
    match: /several tasks due on the same day|manager and a customer both need something/i,
    talksAbout: ["priorities"],
    points: [
      "How you rank the tasks: urgency, impact, who is waiting.",
      "How you tell people what to expect.",
      "An example of a day like that.",
      "What you would do differently next time.",
    ],
  },
  {
    match: /first ninety days/i,
    talksAbout: ["plan"],
    points: [
      "Listening first: the people and the work you would learn.",
      "One early result you would aim for.",
      "How you would measure progress.",
      "What you would ask of your manager.",
    ],
  },
  {
    match: /learn something quickly/i,
    talksAbout: ["learning"],
    points: ["What you had to learn and by when.", "How you went about it: sources, people, practice.", "How you checked you had it right.", STORY_CLOSE],
  },
  {
    match: /cut the cost of your team's work by a fifth/i,
    talksAbout: ["cost", "tradeoff"],
    points: [
      "Where you would look first, and why.",
      "How you would measure cost and quality before changing anything.",
      "Two or three options and their trade-offs.",
      "How you would bring the team with you.",
    ],
  },
  {
    match: /important call with incomplete information/i,
    talksAbout: ["decision"],
    points: [
      "The decision and what was missing.",
      "How you weighed the risk of waiting against deciding.",
      "What you decided and how you hedged it.",
      "How it turned out, and what you learned.",
    ],
  },
  {
    match: /measure your own success/i,
    talksAbout: ["measure"],
    points: [
      "Two or three measures you would use.",
      "Why they matter to the team and the business.",
      "Where you would want to be after a year.",
      "How you would check along the way.",
    ],
  },
  {
    match: /where do you want your career to be|what question would you ask us/i,
    talksAbout: ["motivation", "career"],
    points: ["A clear, honest goal or question.", "Why it matters to you.", "How this role connects to it.", "What you will do to get there."],
  },
];

const STORY: readonly string[] = [
  "The situation and what was at stake, in a sentence or two.",
  'What you did yourself, in "I" sentences.',
  STORY_CLOSE,
  "How it connects to the role you want.",
];
const HOW: readonly string[] = [
  "Your usual approach, in a few clear steps.",
  "A real example of doing it.",
  "How you know it worked.",
  "A trade-off or a limit you watch for.",
];
const WHY: readonly string[] = [
  "A direct answer in the first sentence.",
  "One or two reasons, each with an example.",
  "What you are doing about it yourself.",
  "How it connects to the role.",
];

export type AnswerGuide = {
  points: string[];
  /** True when the bank wrote this question's guide; false: the guide of its kind. */
  ownGuide: boolean;
  /** Names the question's template and its guide as written (see guideTemplateOf); null for the guide of a kind. */
  template: string | null;
};

let bankPatterns: { template: string; pattern: RegExp }[] | undefined;

/** The bank template a question was filled from, or null (a question written by a model, or by hand). */
function bankTemplateOf(question: string): string | null {
  bankPatterns ??= everyTemplate().map((template) => {
    const source = template
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".+?");
    return { template, pattern: new RegExp(`^${source}$`, "i") };
  });
  return bankPatterns.find((b) => b.pattern.test(question.trim()))?.template ?? null;
}

/**
 * A short, stable name for the question's template together with its guide's points as written:
 * answers to the same template share it whatever skill or title filled it in, and a guide whose
 * points are rewritten gets a new one (its old counts no longer name the same points).
 */
function templateName(question: string, guide: Guide): string {
  const template = bankTemplateOf(question) ?? guide.match.source;
  return createHash("sha256")
    .update(`${template}\n${guide.points.join("\n")}`)
    .digest("hex")
    .slice(0, 16);
}

type GuideContext = { title: string; industry: string; skills: string[] };

/** The question's guide as written (placeholders unfilled), what fills it, and whether the skill was named. */
function guideOf(asked: string, context: GuideContext) {
  // A Hindi or Hinglish question of our bank has the guide of its English template.
  const question = englishOf(asked);
  const found = GUIDES.find((g) => g.match.test(question));
  if (!found) {
    const points = /^(tell me about|describe|have you ever|walk me through)/i.test(question.trim()) ? STORY : /^how\b/i.test(question.trim()) ? HOW : WHY;
    return { question, found: null, written: points, values: {}, skillNamed: true };
  }
  const groups = question.match(found.match)?.groups ?? {};
  const skill = groups.skill ?? context.skills.find((s) => question.toLowerCase().includes(s.toLowerCase())) ?? context.skills[0];
  const values: Record<string, string> = {
    skill: skill ?? "the skill",
    keyword: groups.keyword ?? groups.keyword2 ?? groups.keyword3 ?? "it",
    title: context.title,
    industry: groups.industry ?? context.industry,
  };
  return { question, found, written: found.points, values, skillNamed: skill !== undefined };
}

export function answerGuide(asked: string, context: GuideContext): AnswerGuide {
  const { question, found, written, values } = guideOf(asked, context);
  const points = written.map((p) => fillTemplate(p, values));
  return found ? { points, ownGuide: true, template: templateName(question, found) } : { points, ownGuide: false, template: null };
}

/**
 * The guide's points as the candidate reads them: in a Hindi or Hinglish mock, in its language, in
 * the same order (a tick names the same point). The judge and the follow-ups keep answerGuide's English.
 */
export function answerGuidePoints(asked: string, context: GuideContext, language: MockLanguage): string[] {
  if (language === "en") return answerGuide(asked, context).points;
  const { written, values, skillNamed } = guideOf(asked, context);
  const filled = skillNamed ? values : { ...values, skill: UNNAMED_SKILL[language] };
  return written.map((p) => fillTemplate(guidePointIn(p, language), filled));
}

/** Every point our guides are written with, placeholders unfilled (for checks that must cover them all). */
export function everyGuidePoint(): string[] {
  return [...new Set([...GUIDES.flatMap((g) => g.points), ...STORY, ...HOW, ...WHY])];
}

/** What an answer to a question of our bank talks about, and the skill it names; null for a question the bank did not write. */
export function guideIntents(asked: string): { talksAbout: IntentId[]; skill: string | null } | null {
  const question = englishOf(asked);
  const found = GUIDES.find((g) => g.match.test(question));
  if (!found) return null;
  return { talksAbout: [...found.talksAbout], skill: question.match(found.match)?.groups?.skill ?? null };
}
