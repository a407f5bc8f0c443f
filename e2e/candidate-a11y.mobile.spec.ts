// axe-core over every screen of the signed-in area at 390 px: no serious or critical finding.
import { expect, test } from "./support/test";
import { candidatePages, sweep } from "./support/candidate-axe";

test("a candidate using every signed-in page at 390 px meets no serious accessibility problem", async ({ page }) => {
  test.setTimeout(600_000); // every signed-in page, each drawn and measured: minutes on a loaded machine
  const paths = await candidatePages(page, "a11y-mobile");
  expect(await sweep(page, paths, 390)).toEqual({});
});
