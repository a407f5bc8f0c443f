// The newest event of each application, for the applications list: chosen by the database in the
// list's own statement (appliedJobCardsRead), among the same events as the full timeline
// (lib/applications/timeline.ts) with the same skips and tie order, and worded by the timeline's
// own headings. The full timeline reads every event; a card needs only the newest.
import { messagesFor } from "@/lib/i18n/catalogs";
import type { Locale } from "@/lib/i18n/locales";
import { TIMELINE_ORDER, timelineHeading, type TimelineSubject, type TimelineSummary } from "./timeline-event";

/** What the statement answers of the newest event: its kind, the status or company its heading names, and when (epoch seconds). */
export type NewestEventRow = TimelineSubject & { at: number };

const rank = `CASE e.kind ${Object.entries(TIMELINE_ORDER)
  .map(([kind, order]) => `WHEN '${kind}' THEN ${order}`)
  .join(" ")} END`;

// The application is `a`. Its interviews are found by candidate and job, as the timeline finds
// them (an invitation replaced by a newer one no longer names the application). Ties: the same
// second, then the later kind (TIMELINE_ORDER), then the later moment, then the order the
// timeline reads its rows in (history and feedback by id, the employer's reads by company).
const interviewsOfA = `interviews v WHERE v."candidateId" = a."candidateId" AND v."jobId" = a."jobId"`;

/** A lateral join that adds the column "latestEvent" (a NewestEventRow as JSON) for the application `a`. */
export const NEWEST_EVENT_JOIN = `LEFT JOIN LATERAL (
      SELECT json_build_object('kind', e.kind, 'status', e.status, 'company', e.company, 'at', floor(extract(epoch FROM e.at))) AS "latestEvent"
        FROM (
          SELECT 'APPLIED'::text AS kind, NULL::text AS status, NULL::text AS company, a."appliedAt" AS at, NULL::uuid AS tie
          UNION ALL
          SELECT 'STATUS_CHANGED', h."toStatus"::text, NULL, h."changedAt", h.id
            FROM application_status_changes h
           WHERE h."applicationId" = a.id
             AND NOT (h."fromStatus" IS NULL AND h."toStatus" = 'APPLIED')
             AND NOT (h."toStatus" = 'INTERVIEW_SCHEDULED' AND EXISTS (SELECT 1 FROM ${interviewsOfA}))
             AND NOT (h."toStatus" = 'INTERVIEW_DONE' AND EXISTS (SELECT 1 FROM ${interviewsOfA} AND v."completedAt" IS NOT NULL))
          UNION ALL
          SELECT 'INTERVIEW_SCHEDULED', NULL, NULL, v."createdAt", v.id FROM ${interviewsOfA}
          UNION ALL
          SELECT 'INTERVIEW_DONE', NULL, NULL, v."completedAt", v.id FROM ${interviewsOfA} AND v."completedAt" IS NOT NULL
          UNION ALL
          SELECT CASE r.kind WHEN 'CV' THEN 'CV_VIEWED' ELSE 'INTERVIEW_VIEWED' END, NULL, r."companyName", r."readAt", NULL
            FROM data_access_log r
           WHERE r."candidateId" = a."candidateId"
             AND ((r.kind = 'CV' AND r."subjectId" = a.id)
               OR (r.kind = 'INTERVIEW' AND r."subjectId" IN (SELECT v.id FROM ${interviewsOfA})))
          UNION ALL
          SELECT 'FEEDBACK', NULL, fc.name, f."createdAt", f.id
            FROM application_feedback f JOIN companies fc ON fc.id = f."companyId"
           WHERE f."applicationId" = a.id
          UNION ALL
          SELECT 'REQUEST_MADE', q.kind::text, NULL, q."createdAt", q.id FROM candidate_requests q WHERE q."applicationId" = a.id
          UNION ALL
          SELECT 'REQUEST_ANSWERED', NULL, qc.name, q."decidedAt", q.id
            FROM candidate_requests q JOIN jobs qj ON qj.id = a."jobId" JOIN companies qc ON qc.id = qj."companyId"
           WHERE q."applicationId" = a.id AND q.status <> 'PENDING' AND q."decidedAt" IS NOT NULL
          UNION ALL
          SELECT 'REPLY_OVERDUE', NULL, (SELECT oc.name FROM jobs oj JOIN companies oc ON oc.id = oj."companyId" WHERE oj.id = a."jobId"), v."completedAt" + make_interval(days => v."feedbackWithinDays"), v.id
            FROM ${interviewsOfA} AND v."completedAt" IS NOT NULL AND v."feedbackWithinDays" IS NOT NULL
             AND v."completedAt" + make_interval(days => v."feedbackWithinDays") < now() AT TIME ZONE 'UTC'
             AND NOT EXISTS (SELECT 1 FROM application_feedback rf WHERE rf."applicationId" = a.id AND rf."createdAt" >= v."completedAt")
             AND NOT EXISTS (SELECT 1 FROM application_status_changes rh
                              WHERE rh."applicationId" = a.id AND rh."changedAt" > v."completedAt" AND rh."toStatus" <> 'INTERVIEW_DONE')
        ) e
       ORDER BY floor(extract(epoch FROM e.at)) DESC, ${rank} DESC, e.at DESC, e.tie, e.company
       LIMIT 1
    ) newest ON true`;

/** The card's line for the newest event: its short heading, or its title, in `locale` (English for the API). */
export function newestEventSummary(row: NewestEventRow, locale: Locale = "en"): TimelineSummary {
  const heading = timelineHeading(row, messagesFor(locale, "applicationTimeline"));
  return { at: row.at, kind: row.kind, text: heading.short ?? heading.title };
}
