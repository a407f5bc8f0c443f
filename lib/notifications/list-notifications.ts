// The bell: the candidate's newest notifications and how many are unread.
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import { hotRead } from "@/lib/db/hot-read";
import { toEpochSeconds } from "@/lib/epoch";
import type { Locale } from "@/lib/i18n/locales";
import { sayNotification } from "./notification-text";

export const NOTIFICATIONS_SHOWN = 20;

export type NotificationItem = {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  /** Words in the title and body quoted as written (the employer's name, the job's title, their message, a mock's title): marked translate="no". */
  marked: string[];
  /** Epoch seconds. */
  createdAt: number;
  read: boolean;
};

const bellSelect = (take: number) =>
  ({
    _count: { select: { notifications: { where: { readAt: null } } } },
    notifications: {
      select: { id: true, kind: true, params: true, title: true, body: true, link: true, readAt: true, createdAt: true },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
    },
  }) satisfies Prisma.CandidateSelect;

type BellInput = { candidateId: string; take: number };

// The bell is read on every page of the candidate area: one statement for the unread count and
// the newest notifications.
export const bellRead = hotRead({
  name: "the bell",
  model: "Candidate",
  select: ({ take }: BellInput) => bellSelect(take),
  reference: ({ candidateId, take }: BellInput) => db().candidate.findMany({ where: { id: candidateId }, select: bellSelect(take) }),
  sql: `SELECT json_build_object('notifications',
        (SELECT count(*) FROM notifications WHERE "candidateId" = c.id AND "readAt" IS NULL)) AS "_count",
      COALESCE((SELECT json_agg(n ORDER BY n."createdAt" DESC, n.id DESC) FROM (
        SELECT id, kind, params, title, body, link, "readAt", "createdAt" FROM notifications
        WHERE "candidateId" = c.id ORDER BY "createdAt" DESC, id DESC LIMIT $2
      ) n), '[]'::json) AS notifications
    FROM candidates c
    WHERE c.id = $1::uuid`,
  values: ({ candidateId, take }) => [candidateId, take],
});

/** The values a row's words quote as their authors wrote them, never translated. */
const QUOTED = ["company", "job", "message", "mock"] as const;

function quotedIn(params: unknown): string[] {
  if (params === null || typeof params !== "object") return [];
  const values = params as Record<string, unknown>;
  return QUOTED.map((name) => values[name]).filter((value): value is string => typeof value === "string" && value.trim() !== "");
}

/** The bell's rows in the reader's language (`locale`); a row from before its kind had values shows its stored text. */
export async function listNotifications(options: { candidateId: string; locale: Locale }) {
  const [bell] = await bellRead.run({ candidateId: options.candidateId, take: NOTIFICATIONS_SHOWN });
  const notifications: NotificationItem[] = (bell?.notifications ?? []).map((n) => ({
    id: n.id,
    kind: n.kind,
    ...(sayNotification(n.kind, n.params, options.locale) ?? { title: n.title, body: n.body }),
    link: n.link,
    marked: quotedIn(n.params),
    createdAt: toEpochSeconds(n.createdAt),
    read: n.readAt !== null,
  }));
  return { notifications, unreadCount: bell?._count.notifications ?? 0 };
}
