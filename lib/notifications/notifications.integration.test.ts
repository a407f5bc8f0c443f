import { describe, expect, it, vi } from "vitest";
import { createCandidate } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { createNotification } from "./create-notification";

const session = vi.hoisted(() => ({ candidateId: null as string | null }));
vi.mock("@/lib/auth/current-candidate", () => ({
  getCurrentCandidate: async () => (session.candidateId ? { id: session.candidateId } : null),
}));
const { GET } = await import("@/app/api/notifications/route");
const { POST } = await import("@/app/api/notifications/read/route");

const t = useTestDatabase();

const markRead = (body: unknown) =>
  POST(new Request("http://localhost/api/notifications/read", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } }));

describe("notifications", () => {
  it("lists the candidate's own notifications, newest first, with the unread count", async () => {
    const [me, other] = [await createCandidate(), await createCandidate()];
    const titles = ["First", "Second", "Third"];
    await t.db().notification.createMany({
      data: titles.map((title, i) => ({ candidateId: me.id, kind: "test", title, body: "b", createdAt: new Date(Date.now() - (3 - i) * 1000) })),
    });
    await createNotification({ candidateId: other.id, kind: "test", title: "Not mine", body: "b" });
    session.candidateId = me.id;
    const body = (await (await GET(new Request("http://localhost/api/notifications"))).json()) as {
      unreadCount: number;
      notifications: { title: string; read: boolean; createdAt: number; link: string | null; kind: string }[];
    };
    expect(body.unreadCount).toBe(3);
    expect(body.notifications.map((n) => n.title)).toEqual(["Third", "Second", "First"]);
    expect(body.notifications[0]).toMatchObject({ kind: "test", link: null, read: false });
  });

  it("shows the newest 20, an empty bell, and read ones as read", async () => {
    const me = await createCandidate();
    session.candidateId = me.id;
    const empty = await (await GET(new Request("http://localhost/api/notifications"))).json();
    expect(empty).toEqual({ notifications: [], unreadCount: 0 });

    await t.db().notification.createMany({
      data: Array.from({ length: 25 }, (_, i) => ({
        candidateId: me.id,
        kind: "test",
        title: `N${i}`,
        body: "b",
        link: "/jobs",
        readAt: i < 10 ? new Date() : null,
        createdAt: new Date(Date.UTC(2026, 5, 1, 0, i)),
      })),
    });
    const body = (await (await GET(new Request("http://localhost/api/notifications"))).json()) as {
      unreadCount: number;
      notifications: { title: string; read: boolean; createdAt: number; link: string | null }[];
    };
    expect(body.unreadCount).toBe(15);
    expect(body.notifications.map((n) => n.title)).toEqual(Array.from({ length: 20 }, (_, i) => `N${24 - i}`));
    expect(body.notifications.map((n) => n.read)).toEqual(Array.from({ length: 20 }, (_, i) => 24 - i < 10));
    expect(body.notifications[0]).toMatchObject({ link: "/jobs", createdAt: Date.UTC(2026, 5, 1, 0, 24) / 1000 });
  });

  it("marks some or all as read, never another candidate's", async () => {
    const [me, other] = [await createCandidate(), await createCandidate()];
    const mine = await createNotification({ candidateId: me.id, kind: "test", title: "Mine", body: "b" });
    await createNotification({ candidateId: me.id, kind: "test", title: "Mine too", body: "b" });
    const theirs = await createNotification({ candidateId: other.id, kind: "test", title: "Theirs", body: "b" });
    session.candidateId = me.id;

    expect(await (await markRead({ ids: [mine.id, theirs.id] })).json()).toEqual({ marked: 1 });
    expect(await t.db().notification.count({ where: { id: theirs.id, readAt: null } })).toBe(1);
    expect(((await (await GET(new Request("http://localhost/api/notifications"))).json()) as { unreadCount: number }).unreadCount).toBe(1);
    expect(await (await markRead({})).json()).toEqual({ marked: 1 });
    expect(((await (await GET(new Request("http://localhost/api/notifications"))).json()) as { unreadCount: number }).unreadCount).toBe(0);
    expect((await markRead({ ids: ["nope"] })).status).toBe(400);

    session.candidateId = null;
    expect((await GET(new Request("http://localhost/api/notifications"))).status).toBe(401);
    expect((await markRead({})).status).toBe(401);
  });
});
