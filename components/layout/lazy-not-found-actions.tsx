"use client";

import dynamic from "next/dynamic";

// Every page's payload carries the root not-found screen, so whatever it imports is downloaded on
// every page. Its way out (and the request helper it asks with) loads only when the screen shows.
export const LazyNotFoundActions = dynamic(() => import("./not-found-actions").then((m) => m.NotFoundActions), {
  loading: () => <div className="mt-8 h-11" aria-busy="true" />,
});
