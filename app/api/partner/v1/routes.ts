// Every partner API route, under the path the OpenAPI document gives it. The document is
// generated from these modules' contracts; a test checks that no route under this folder is missing.
import type { RouteModule } from "@/lib/http/openapi";
import * as feedback from "./applications/[applicationId]/feedback/route";
import * as interview from "./applications/[applicationId]/interview/route";
import * as request from "./applications/[applicationId]/requests/[requestId]/route";
import * as application from "./applications/[applicationId]/route";
import * as accommodation from "./interviews/[interviewId]/accommodation/route";
import * as interviewResults from "./interviews/[interviewId]/route";
import * as jobApplications from "./jobs/[jobId]/applications/route";
import * as closeJob from "./jobs/[jobId]/close/route";
import * as refreshJob from "./jobs/[jobId]/refresh/route";
import * as reportResponses from "./jobs/[jobId]/report-responses/route";
import * as jobReports from "./jobs/[jobId]/reports/route";
import * as job from "./jobs/[jobId]/route";
import * as jobs from "./jobs/route";
import * as companyAnswers from "./company/answers/route";
import * as deliveries from "./webhooks/[webhookId]/deliveries/route";
import * as rotateSecret from "./webhooks/[webhookId]/rotate-secret/route";
import * as webhook from "./webhooks/[webhookId]/route";
import * as webhooks from "./webhooks/route";

export const PARTNER_ROUTES: RouteModule[] = [
  { path: "/jobs", handlers: jobs },
  { path: "/jobs/{jobId}", handlers: job },
  { path: "/jobs/{jobId}/close", handlers: closeJob },
  { path: "/jobs/{jobId}/applications", handlers: jobApplications },
  { path: "/jobs/{jobId}/reports", handlers: jobReports },
  { path: "/jobs/{jobId}/report-responses", handlers: reportResponses },
  { path: "/jobs/{jobId}/refresh", handlers: refreshJob },
  { path: "/applications/{applicationId}", handlers: application },
  { path: "/applications/{applicationId}/interview", handlers: interview },
  { path: "/applications/{applicationId}/feedback", handlers: feedback },
  { path: "/applications/{applicationId}/requests/{requestId}", handlers: request },
  { path: "/interviews/{interviewId}", handlers: interviewResults },
  { path: "/interviews/{interviewId}/accommodation", handlers: accommodation },
  { path: "/company/answers", handlers: companyAnswers },
  { path: "/webhooks", handlers: webhooks },
  { path: "/webhooks/{webhookId}", handlers: webhook },
  { path: "/webhooks/{webhookId}/rotate-secret", handlers: rotateSecret },
  { path: "/webhooks/{webhookId}/deliveries", handlers: deliveries },
];
