import type { MockSummary } from "@/lib/mocks/map-mock";
import { MockCard } from "./mock-card";

/** The mocks as cards; `offline`: the last look for news failed, and the list says it tries again. */
export function MockGrid({ mocks, offline = false }: { mocks: MockSummary[]; offline?: boolean }) {
  return (
    <>
      {offline ? (
        <p role="status" className="mt-4 rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-900">
          Could not refresh the list. Retrying…
        </p>
      ) : null}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {mocks.map((mock) => (
          <li key={mock.mock_id} className="flex">
            <div className="flex w-full flex-col [&>*]:flex-1">
              <MockCard mock={mock} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
