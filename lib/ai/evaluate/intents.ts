// What an answer to each kind of question talks about, in the words people use when they answer it:
// a check (tests, a review, a second pair of eyes), a trade-off (instead, cost, simpler), a conflict
// and how it was settled (talked, listened, agreed)… Every template of our bank names its intents in
// answer-guide.ts; a question we did not write gets them from its own words (CUES below).
import { splitTerms, termList, type TermList } from "./terms";

const INTENT_WORDS = {
  check:
    "test, tested, testing, unit test, integration test, check, checked, verify, verified, double-check, review, reviewed, reviewer, audit, compare, compared, validate, validation, assert, edge case, caught, catch, coverage, staging, pipeline, CI, read back, second nurse, sign, checklist, reconcile, totals, spot check, cross-check, sign-off, expected, failing test, before it reached, blocks, confirm, inspect, measure, sample",
  problem:
    "problem, issue, bug, slow, broke, broken, failing, failed, error, cause, root cause, tried, first guess, assumed, instead, changed course, switched, fix, fixed, solved, workaround, turned out, realised, found, debug, investigate, traced, narrowed, reproduce, hypothesis, did not help, changed nothing, worse, late, waiting",
  tradeoff:
    "instead, rather than, trade-off, cost, simpler, simple, overhead, pays off, worth, depends, only when, unless, overkill, alternative, choose, chose, pick, heavier, lighter, maintain, operate, operational, complexity, risk, benefit, downside, small team, volume, scale, cheaper, faster, slower, fine for, not for",
  diagnosis:
    "metrics, dashboard, logs, latency, load, traffic, bottleneck, saturated, profile, profiler, measure, capacity, shard, cache, quick fix, lasting fix, short-term, long-term, alert, monitor, timeout, queue, memory, CPU, connections, pool, slow log, reproduce, load test, baseline, spike, rollback, cause, stale, trade-off, cost",
  explain:
    "explain, say, like, imagine, analogy, example, picture, draw, show, simple, plain, think of it as, compare, everyday, small example, understand, jargon, Lego, step by step, used it, built",
  mistake:
    "mistake, common, beginner, wrong, avoid, instead, habit, slip, forget, breaks, pitfall, always, never, rule, checklist, catch, proper, keep, confuse, miss",
  task: "task, step, started, then, finished, checked, took, afternoon, day, delivered, built, rebuilt, set up, tested, done, needed, replaced, removed, added, fixed, same day",
  breakdown:
    "hardest, difficult, tricky, complex, broke it down, split, step, parts, pieces, smaller, today, differently, next time, would now, lesson, learned, learnt, confusing, unreadable",
  standard:
    "standard, checklist, guideline, rule, template, review, measure, metric, count, track, each month, monthly, sprint, adopt, agree, agreed, audit, CI, automated, lint, violation, training, document, owner, pull request template, went down, fell",
  measure:
    "measure, metric, count, track, number, rate, per cent, percent, score, target, goal, survey, went down, went up, fell, rose, dropped, improved, baseline, each month, quarter, halved, doubled",
  conflict:
    "disagree, disagreed, disagreement, friction, listened, listen, talked, talk, one to one, one-to-one, agreed, agree, compromise, understand, understood, turned out, felt, perspective, point of view, feedback, tension, trust, relationship, afterwards, apologised, coffee, calm, respect, common ground, blamed, avoided, asked him, asked her, pair, review",
  teamwork:
    "together, shared, share, helped, help, paired, pair, handed, split, coordinated, agreed, stand-up, unblocked, supported, others, plan, delivered, worked with, each of us, between us",
  ownership:
    "mistake, error, wrong, noticed, spotted, saw, forgot, missed, late, told, raised, reported, incident report, escalated, corrected, fixed, apologised, owned, responsibility, since then, now I, learned, checked, recalculated, changed, showed, stopped, nobody had",
  ethics:
    "right thing, wrong, refused, declined, raised, concern, honest, honesty, rules, policy, cost me, credit, truth, report, fair, pressure, compliance, told, said no, escalated, harm, interests, trust",
  improvement:
    "process, manual, slow, saved, automated, automate, script, proposed, set up, introduced, suggested, convinced, adopted, before, after, dropped, fewer, faster, nobody, tried, pilot, template, tool, round, handover, guessed",
  persuasion: "convince, convinced, showed, demo, pilot, trial, invited, asked, proposed, buy-in, agreed, data, volunteer, started asking",
  inclusion:
    "quiet, quieter, heard, speak, spoke, voice, turn, go round, round the circle, ask, invite, invited, newest, opinion, interrupt, space, written, privately, agenda, language, background, left out, include, included, welcome, different, culture, rarely, first",
  quality: "quality, standard, deadline, checked, review, test, detail, polish, beyond, left out, scope, cut, priority, caught, thorough, rework, extra",
  commitments:
    "promise, promised, commitment, board, tracker, list, update, status, deadline, warn, early, slip, slipped, calendar, shared, visible, stand-up, reminder, note, written",
  learning:
    "learn, learned, learnt, read, release notes, newsletter, course, documentation, side project, tried, practice, practised, conference, podcast, community, recently, new, mentor, book, tutorial, experiment, video, played with, upgrade",
  incident:
    "rollback, roll back, revert, feature flag, hotfix, incident, support, status page, logs, diff, root cause, postmortem, blameless, canary, monitor, alert, error rate, communicate, tell, told, fix, test, stop the harm, affected, harm",
  data: "data, source, totals, duplicate, missing, null, outlier, gap, sample, reconcile, compare, owner, definition, query, dashboard, trend, check, validated, does not add up",
  compliance:
    "compliance, regulation, rule, audit, accuracy, accurate, maker-checker, automation, review, sign-off, error, records, money, refund, regulator, policy, documentation, reconcile",
  safety:
    "safety, safe, unsafe, harm, risk, double-check, check, protocol, speak up, escalate, report, incident, near miss, five rights, handover, wristband, chart, verify, read back, sign, second nurse, slow down",
  privacy:
    "confidential, confidentiality, privacy, private, consent, password, share, disclose, records, record, log out, screen, lock, need to know, policy, relatives, phone, corridor, lift, access, permission, lower my voice, politely",
  customer: "need, needs, ask, asked, questions, listen, listened, problem, budget, use, request, proposal, offered, confirmed, follow up, visit, demo",
  target: "target, missed, short, quota, pipeline, reasons, changed, next quarter, next month, achieved, per cent, leads, conversion",
  teaching:
    "student, learner, pace, level, slower, faster, group, practice, example, questions, doubt, quiz, explain, one-to-one, marks, score, improved, worksheet",
  efficiency:
    "process, steps, time, waste, waiting, measured, before, after, cycle time, output, throughput, saved, cost, safety, quality, defect, reduced, layout",
  feedback: "feedback, disagree, listen, listened, asked, why, goal, tested, data, user, changed, kept, explained, compromise, finished, done, criteria",
  motivation: "because, interest, interested, enjoy, love, why, drew, chose, wanted, curious, reason, since, growth, excited, future, prepare, course",
  change: "change, changing, changed, new, shift, future, trend, coming, preparing, started, used to, now, before, regulation, technology, AI, automation",
  project: "project, built, my part, led, result, users, launched, rose, improved, designed, delivered, role, responsible, redesign, customers",
  role: "day, morning, tasks, meetings, team, shift, finished, goal, done, plan, good day, enjoy, evening",
  strength: "strength, good at, improve, improving, weakness, working on, feedback, example, course, practice",
  priorities:
    "urgent, urgency, priority, prioritise, first, waiting, deadline, impact, tell, explain, delay, late, later, cover, triage, early warning, critical, order, rank, most important, need, why",
  plan: "weeks, month, days, listen, learn, meet, people, goals, early, plan, quick win, measure, ask, understand, deliver",
  cost: "cost, spend, budget, waste, cheaper, saving, quality, measure, option, trade-off, cut, reduce, vendor, tool, automation, overtime",
  decision:
    "decided, decide, decision, call, risk, waiting, wait, unknown, missing, incomplete, information, judgement, escalate, escalated, assumed, option, weighed, reversible, turned out, instead of waiting, results",
  career: "goal, years, grow, growth, lead, learn, path, next, want, plan, question, culture, expect",
  mentoring: "junior, pair, paired, pairing, review, feedback, explain, questions, grow, teach, coach, one-to-one, delegate, ownership, confidence",
  delegation: "decide, priority, impact, risk, hand, handed, delegate, delegated, own, myself, others, trust, review, time",
  lesson: "learned, learnt, lesson, realised, now, since, differently, used to, changed, habit, mistake",
} as const;

export type IntentId = keyof typeof INTENT_WORDS;

export const INTENTS: Readonly<Record<IntentId, TermList>> = Object.fromEntries(
  Object.entries(INTENT_WORDS).map(([id, text]) => [id, termList(splitTerms(text))]),
) as Record<IntentId, TermList>;

/** Every intent word at once: never evidence that an answer is about something else. */
export const ALL_INTENT_WORDS: TermList = termList(Object.values(INTENT_WORDS).flatMap(splitTerms));

/** For a question our bank did not write: the intents its own words ask for. */
export const CUES: readonly { cue: RegExp; intents: IntentId[] }[] = [
  { cue: /\b(check|make sure|ensure|verify|correct|accurate|accessible|quality|trustworthy|test)\b/i, intents: ["check"] },
  { cue: /\b(problem|slow|fast|faster|fail|failing|broke|bug|issue|difficult|fix)\b/i, intents: ["problem"] },
  { cue: /\b(why|choose|instead|trade-?offs?|not help|when would|versus|vs)\b/i, intents: ["tradeoff"] },
  { cue: /\b(disagree|conflict|hard to work|difficult (person|colleague))\b/i, intents: ["conflict"] },
  { cue: /\b(team|together|collaborat)/i, intents: ["teamwork"] },
  { cue: /\b(mistake|wrong|failure|failed)\b/i, intents: ["ownership"] },
  { cue: /\b(learn|keep up)\b/i, intents: ["learning"] },
  { cue: /\b(explain|teach)\b/i, intents: ["explain"] },
  { cue: /\b(customer|client)\b/i, intents: ["customer"] },
  { cue: /\b(prioriti[sz]e|first|urgent)\b/i, intents: ["priorities"] },
  { cue: /\b(decid|decision)\b/i, intents: ["decision"] },
  { cue: /\b(measure|success|metric)\b/i, intents: ["measure"] },
];
