// What each style means for a candidate: our own plain-words descriptions for the report, and the
// interview tips the report and the mock interview review draw on.
import { fill } from "@/lib/i18n/fill";
import { DISC_STYLE_NAMES, type DiscStyle } from "./styles";

export type DiscStyleProfile = {
  name: string;
  /** "the Driver": a short handle used in headings. */
  nickname: string;
  summary: string;
  /** How the style colours a secondary position: "with …". */
  flavour: string;
  strengths: string[];
  blindSpots: string[];
  communicates: string;
  decides: string;
  interviewTips: string[];
};

export const DISC_PROFILES: Record<DiscStyle, DiscStyleProfile> = {
  D: {
    name: DISC_STYLE_NAMES.D,
    nickname: "the Driver",
    summary: "You are direct, decisive and focused on results. You like a clear goal, room to act, and you are at your best when something needs to move.",
    flavour: "a drive to get results and move quickly",
    strengths: [
      "Making decisions when others hesitate",
      "Taking ownership of hard problems",
      "Keeping a team focused on the goal",
      "Staying firm under pressure",
    ],
    blindSpots: ["Moving on before everyone is with you", "Sounding abrupt when you mean to be efficient", "Skipping detail that matters later"],
    communicates: "Briefly and to the point. You lead with the conclusion, ask direct questions and prefer people who get to the point too.",
    decides: "Quickly, on the information at hand. You would rather act and correct course than wait for certainty.",
    interviewTips: [
      "Tell results stories with numbers: the goal, what you did, what changed.",
      "Show how you brought people along, not only how fast you moved.",
      "Pause to check the question before answering; it reads as confidence, not hesitation.",
      "Ask about scope and decision rights: interviewers like candidates who want ownership.",
    ],
  },
  I: {
    name: DISC_STYLE_NAMES.I,
    nickname: "the Connector",
    summary: "You are outgoing, optimistic and persuasive. You bring energy to a team, build relationships easily and enjoy sharing ideas.",
    flavour: "warmth and a knack for bringing people with you",
    strengths: [
      "Building rapport quickly with new people",
      "Winning support for an idea",
      "Lifting a team's mood and energy",
      "Generating ideas in a discussion",
    ],
    blindSpots: ["Promising more than the time allows", "Losing interest in routine follow-through", "Talking past the question when excited"],
    communicates: "Warmly and with stories. You think out loud, read the room well and like conversation more than written detail.",
    decides: "By instinct and by how people will feel about it. You are quick to say yes to a good idea and like to decide together.",
    interviewTips: [
      "Keep answers to about two minutes: lead with the point, then the story.",
      "Back your enthusiasm with one concrete result or figure per answer.",
      "Prepare for detail questions on process and follow-through.",
      "Let your warmth show: it is a strength in client-facing and team roles.",
    ],
  },
  S: {
    name: DISC_STYLE_NAMES.S,
    nickname: "the Supporter",
    summary: "You are calm, patient and dependable. You help a team work well together, finish what you start and keep steady when others are rushed.",
    flavour: "patience and a steady, dependable touch",
    strengths: [
      "Being someone the team can rely on",
      "Listening carefully and supporting colleagues",
      "Keeping calm in busy or tense moments",
      "Seeing work through to the end",
    ],
    blindSpots: ["Holding back an opinion to keep the peace", "Taking on too much rather than saying no", "Finding sudden change harder than it needs to be"],
    communicates: "Patiently and kindly. You listen first, ask how others feel and prefer one-to-one conversations to debates.",
    decides: "Carefully and with others in mind. You like time to think, to hear from the people affected and to know the plan.",
    interviewTips: [
      'Say "I" as well as "we": make your own part in team results clear.',
      "Prepare one story of a change you handled well, to show you adapt.",
      "Give your view when asked, even a firm one: interviewers want to hear it.",
      "Mention how colleagues relied on you; reliability is a selling point.",
    ],
  },
  C: {
    name: DISC_STYLE_NAMES.C,
    nickname: "the Analyst",
    summary: "You are careful, precise and systematic. You value quality, like to understand how things work and want to get things right.",
    flavour: "care for accuracy and doing things properly",
    strengths: ["Spotting errors and risks early", "Working to high standards", "Analysing problems thoroughly", "Building clear processes others can follow"],
    blindSpots: [
      "Waiting for more information than a decision needs",
      "Seeming reserved or critical to new colleagues",
      "Polishing past the point where it pays off",
    ],
    communicates: "Precisely and with evidence. You prefer facts to opinions, like things in writing and ask exact questions.",
    decides: "After weighing the facts and the risks. You want to be right more than fast, and you explain your reasoning.",
    interviewTips: [
      "Give the short answer first, then offer detail if they want it.",
      "Show the impact of your accuracy: errors caught, time or money saved.",
      "Let some personality show: a little warmth makes your expertise memorable.",
      "When a question is open-ended, state your assumption and answer it.",
    ],
  },
};

/**
 * The profiles and the two sentences built from them, in one language. English (the spec's words)
 * by default; the report passes the candidate's language from the catalogs (`discStyles`,
 * `discReport`; lib/i18n/catalogs.test.ts checks the English catalog says the same).
 */
export type DiscWords = { profiles: Record<DiscStyle, DiscStyleProfile>; blend: string; tipShade: string };

export const ENGLISH_DISC_WORDS: DiscWords = {
  profiles: DISC_PROFILES,
  blend: "Mostly {primary}, with {flavour}",
  tipShade: "{lead} Your {secondary} side helps here: use your {flavour}.",
};

/** "Influence with a streak of Steadiness", in plain words for headings and cards. */
export function describeBlend(primary: DiscStyle, secondary: DiscStyle, words: DiscWords = ENGLISH_DISC_WORDS): string {
  return fill(words.blend, { primary: words.profiles[primary].name, flavour: words.profiles[secondary].flavour });
}

/**
 * One interview tip for a candidate's style: the first tip of the primary style, shaded by the
 * secondary. Used by the report and by the mock interview review.
 */
export function discInterviewTip(primary: DiscStyle, secondary: DiscStyle | null, words: DiscWords = ENGLISH_DISC_WORDS): string {
  const lead = words.profiles[primary].interviewTips[0]!;
  if (!secondary || secondary === primary) return lead;
  return fill(words.tipShade, { lead, secondary: words.profiles[secondary].name, flavour: words.profiles[secondary].flavour });
}
