// Saved searches and the unsubscribe link: one schema each, shared by the browser and the handlers.
import { z } from "zod";

/** The /discover query string to save ("q=react&location=Pune"); normalised by the server. */
export const ZSaveSearch = z.object({
  query: z.string({ error: "The search is missing" }).max(2000, "This search is too long to save"),
});
export type TSaveSearch = z.infer<typeof ZSaveSearch>;

export const ZUnsubscribe = z.object({
  id: z.uuid({ error: "This unsubscribe link is not complete" }),
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "This unsubscribe link is not complete"),
});
export type TUnsubscribe = z.infer<typeof ZUnsubscribe>;

export const NO_FILTERS_MESSAGE = "Type a keyword or choose a filter first: a search for every job cannot be saved.";
export const UNSUBSCRIBE_INVALID_MESSAGE = "This unsubscribe link is not valid (it may be older than 90 days). Sign in and turn job alerts off in Settings.";
