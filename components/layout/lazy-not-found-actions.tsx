"use client";

import { lazy, Suspense } from "react";

// Every page's payload carries the root not-found screen, so whatever it imports is downloaded on
// every page. Its way out (and the request helper it asks with) loads only when the screen shows.
// React's own lazy, not next/dynamic: the public pages would download next/dynamic's 4 KB for it.
const NotFoundActions = lazy(() => import("./not-found-actions").then((m) => ({ default: m.NotFoundActions })));

export function LazyNotFoundActions() {
  return (
    <Suspense fallback={<div className="mt-8 h-11" aria-busy="true" />}>
      <NotFoundActions />
    </Suspense>
  );
}
