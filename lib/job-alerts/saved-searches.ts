// Searches saved from /discover: listed and deleted on /settings, each one a section of the daily
// job-alert e-mail. A candidate keeps at most SAVED_SEARCHES_MAX; the same search is saved once.
import { SAVED_SEARCHES_MAX } from "./alert-limits";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { describeSearch, hasSearchFilters, normaliseSearchQuery, searchParamsOf } from "./describe-search";
import { NO_FILTERS_MESSAGE } from "./schema";

export type SavedSearchView = { id: string; query: string; label: string; createdAt: string };

export const SAVED_SEARCHES_FULL_MESSAGE = `You can save up to ${SAVED_SEARCHES_MAX} searches. Delete one in Settings to save this one.`;

function view(row: { id: string; query: string; createdAt: Date }): SavedSearchView {
  return { id: row.id, query: row.query, label: describeSearch(searchParamsOf(row.query)), createdAt: row.createdAt.toISOString() };
}

export async function listSavedSearches(options: { candidateId: string }): Promise<SavedSearchView[]> {
  const rows = await db().savedSearch.findMany({
    where: { candidateId: options.candidateId },
    select: { id: true, query: true, createdAt: true },
    orderBy: { createdAt: "desc" },
  });
  return rows.map(view);
}

export async function saveSearch(options: { candidateId: string; query: string }): Promise<{ search: SavedSearchView; created: boolean }> {
  const params = searchParamsOf(options.query);
  if (!hasSearchFilters(params)) throw new AppError("INVALID_INPUT", NO_FILTERS_MESSAGE);
  const query = normaliseSearchQuery(params);
  const { candidateId } = options;
  return db().$transaction(async (tx) => {
    // Serialises one candidate's saves, so two at once cannot pass the limit together.
    await tx.$queryRaw`SELECT 1 FROM candidates WHERE id = ${candidateId}::uuid FOR UPDATE`;
    const existing = await tx.savedSearch.findUnique({
      where: { candidateId_query: { candidateId, query } },
      select: { id: true, query: true, createdAt: true },
    });
    if (existing) return { search: view(existing), created: false };
    if ((await tx.savedSearch.count({ where: { candidateId } })) >= SAVED_SEARCHES_MAX) {
      throw new AppError("SAVED_SEARCHES_FULL", SAVED_SEARCHES_FULL_MESSAGE);
    }
    const row = await tx.savedSearch.create({ data: { candidateId, query }, select: { id: true, query: true, createdAt: true } });
    return { search: view(row), created: true };
  });
}

export async function deleteSavedSearch(options: { candidateId: string; id: string }): Promise<void> {
  const { count } = await db().savedSearch.deleteMany({ where: { id: options.id, candidateId: options.candidateId } });
  if (count === 0) throw new AppError("NOT_FOUND", "This saved search does not exist");
}
