"use client";

import { api } from "@/components/api/api";
import type { RequestResult } from "@/components/api/request";
import { useEffect, useMemo, useState } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { labelCountries } from "@/lib/i18n/reference-names";

export type CountryOption = { flag: string; country_name: string; mobile_code: string; iso_code: string };
export type IndustryMap = Record<string, string[]>;

// Reference lists change with a deploy, not while a page is open: fetch each once per page.
const cache = new Map<string, Promise<unknown>>();

function load<T>(url: string, call: () => Promise<RequestResult<T>>): Promise<T> {
  let pending = cache.get(url) as Promise<T> | undefined;
  if (!pending) {
    pending = call().then((result) => {
      if (!result.ok) throw new Error(`${url} answered ${result.status}`);
      return result.data;
    });
    // A failed load may be retried by the next caller.
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending;
}

/** The list, or null while it loads; `failed` when it could not be fetched. */
function useList<T>(url: string, call: () => Promise<RequestResult<T>>): { data: T | null; failed: boolean } {
  const [state, setState] = useState<{ data: T | null; failed: boolean }>({ data: null, failed: false });
  useEffect(() => {
    let live = true;
    load(url, call).then(
      (data) => live && setState({ data, failed: false }),
      () => live && setState({ data: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [url, call]);
  return state;
}

const countries = () => api("GET /api/meta/countries");
const industries = () => api("GET /api/users/get-industries");

/** The countries with their names in the interface language (`label`); the values stay the stored names and codes. */
export function useCountries(locale: Locale) {
  const { data, failed } = useList("/api/meta/countries", countries);
  const labelled = useMemo(() => (data ? labelCountries(locale, data) : null), [data, locale]);
  return { data: labelled, failed };
}
export const useIndustries = () => useList("/api/users/get-industries", industries);
