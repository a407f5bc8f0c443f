"use client";

import { api } from "@/components/api/api";
import Link from "next/link";
import { BellPractice, invitedInterviewId } from "./bell-practice";
import { isUnbuiltPath } from "./nav-items";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { formatTimeAgo } from "@/lib/format";
import { Spinner } from "@/components/ui/spinner";
import { useDismiss } from "@/components/ui/use-dismiss";
import type { NotificationItem } from "@/lib/notifications/list-notifications";
import { IconDisc } from "@/components/ui/icon-disc";
import { fill } from "@/lib/i18n/fill";
import { useShellText } from "./shell-text";
import { markWords } from "@/components/interviews/interview-text";

type Feed = { notifications: NotificationItem[]; unreadCount: number };

async function fetchFeed(): Promise<Feed | null> {
  const result = await api("GET /api/notifications");
  return result.ok ? result.data : null;
}

async function markRead(ids?: string[]) {
  await api("POST /api/notifications/read", { json: ids ? { ids } : {} });
}

/** The bell: unread count on the button, the newest notifications in a popover, mark as read. */
export function NotificationBell() {
  const text = useShellText();
  const [open, setOpen] = useState(false);
  const [feed, setFeed] = useState<Feed | null>(null);
  const [failed, setFailed] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const pathname = usePathname();
  useDismiss({ open, onClose: () => setOpen(false), container, trigger });

  // A read marked here is newer than any feed asked for before it: such a feed, arriving after the
  // mark (opening the bell asks for one, "Mark all as read" pressed at once), would bring the unread
  // count back. It is dropped; the next one asked for shows the mark.
  const marks = useRef(0);
  const show = useCallback((result: Feed | null) => {
    setFailed(result === null);
    if (result) setFeed(result);
  }, []);
  const fetchFresh = useCallback(async () => {
    const asked = marks.current;
    const result = await fetchFeed();
    return { result, fresh: asked === marks.current };
  }, []);
  const load = useCallback(() => fetchFresh().then(({ result, fresh }) => fresh && show(result)), [fetchFresh, show]);

  // Fresh on every page, on opening, and when the tab comes back into view.
  useEffect(() => {
    let current = true;
    void fetchFresh().then(({ result, fresh }) => current && fresh && show(result));
    return () => {
      current = false;
    };
  }, [fetchFresh, show, pathname]);
  useEffect(() => {
    const onFocus = () => void load();
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [load]);

  function toggle() {
    if (!open) void load();
    setOpen((v) => !v);
  }

  function readOne(item: NotificationItem) {
    if (item.read) return;
    marks.current += 1;
    setFeed(
      (f) =>
        f && {
          unreadCount: Math.max(0, f.unreadCount - 1),
          notifications: f.notifications.map((n) => (n.id === item.id ? { ...n, read: true } : n)),
        },
    );
    void markRead([item.id]);
  }

  async function readAll() {
    marks.current += 1;
    setFeed((f) => f && { unreadCount: 0, notifications: f.notifications.map((n) => ({ ...n, read: true })) });
    await markRead();
  }

  const unread = feed?.unreadCount ?? 0;

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-label={unread ? fill(text.notificationsUnread, { count: unread }) : text.notifications}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className={buttonClasses({ variant: "ghost", size: "icon", className: cx("relative", open && "bg-ink-100") })}
      >
        <Icon name="bell" className="size-5" />
        {unread ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
          >
            {unread > 9 ? "9+" : unread}
          </span>
        ) : null}
      </button>
      <div
        id={panelId}
        role="region"
        aria-label={text.notifications}
        hidden={!open}
        className="absolute top-full right-0 z-40 mt-2 w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-2xl border border-ink-200/80 bg-white shadow-pop animate-fade-in max-sm:-right-12"
      >
        <div className="flex items-center justify-between gap-2 border-b border-ink-100 px-4 py-3">
          <p className="text-sm font-semibold text-ink-900">{text.notifications}</p>
          {unread ? (
            <button type="button" onClick={readAll} className="rounded text-xs font-semibold text-brand-700 hover:text-brand-600">
              {text.markAllRead}
            </button>
          ) : null}
        </div>
        {feed === null && !failed ? (
          <div className="flex justify-center py-10">
            <Spinner className="size-5 text-brand" label={text.loadingNotifications} />
          </div>
        ) : failed && feed === null ? (
          <p className="px-6 py-8 text-center text-sm text-ink-600">
            {text.notificationsFailed}{" "}
            <button type="button" onClick={() => void load()} className="font-semibold text-brand-700 underline">
              {text.tryAgain}
            </button>
          </p>
        ) : feed && feed.notifications.length ? (
          <ul className="max-h-[min(26rem,70dvh)] divide-y divide-ink-100 overflow-y-auto">
            {feed.notifications.map((item) => {
              const body = (
                <>
                  <span className="flex items-start gap-2">
                    <span aria-hidden="true" className={cx("mt-1.5 size-2 shrink-0 rounded-full", item.read ? "bg-transparent" : "bg-brand-600")} />
                    <span className="min-w-0">
                      <span className={cx("block text-sm text-ink-900", item.read ? "font-medium" : "font-semibold")}>
                        {/* The employer's name, the job's title and such are theirs, as written, inside the reader's language. */}
                        {markWords(item.title, item.marked)}
                        {item.read ? null : <span className="sr-only"> {text.unread}</span>}
                      </span>
                      <span className="mt-0.5 block text-sm leading-snug text-ink-600">{markWords(item.body, item.marked)}</span>
                      <span className="mt-1 block text-xs text-ink-500">
                        {formatTimeAgo(item.createdAt, { after: "clock", words: text.timeAgo, locale: text.dateTag })}
                      </span>
                    </span>
                  </span>
                </>
              );
              const className = "block w-full px-4 py-3 text-left hover:bg-ink-50";
              const practiceFor = invitedInterviewId(item);
              return (
                <li key={item.id}>
                  {item.link && !isUnbuiltPath(item.link) ? (
                    <Link
                      href={item.link}
                      className={className}
                      onClick={() => {
                        readOne(item);
                        setOpen(false);
                      }}
                    >
                      {body}
                    </Link>
                  ) : (
                    <button type="button" className={className} onClick={() => readOne(item)}>
                      {body}
                    </button>
                  )}
                  {practiceFor ? <BellPractice interviewId={practiceFor} /> : null}
                </li>
              );
            })}
          </ul>
        ) : (
          <div className="flex flex-col items-center px-6 py-8 text-center">
            <IconDisc icon="bell" size="md" />
            <p className="mt-3 text-sm font-medium text-ink-900">{text.noNotifications}</p>
            <p className="mt-1 text-xs leading-relaxed text-ink-500">{text.noNotificationsText}</p>
          </div>
        )}
      </div>
    </div>
  );
}
