// Company logos served from public/logos: initials on a rounded square in the company's colour.
// Regenerate after changing companies: npx tsx lib/seed/logos.ts
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { COMPANIES, type CompanySeed } from "./companies";

// Light brand colours get dark initials so the logo stays readable (WCAG relative luminance).
function textColourOn(hex: string): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.3 ? "#1F2937" : "#FFFFFF";
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w));
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? "")
    .join("");
}

/** The SVG for one company. */
export function companyLogoSvg(company: Pick<CompanySeed, "name" | "colour">): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${company.name}">`,
    `<rect width="96" height="96" rx="20" fill="${company.colour}"/>`,
    `<text x="48" y="49" text-anchor="middle" dominant-baseline="central" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="36" font-weight="700" fill="${textColourOn(company.colour)}">${initials(company.name)}</text>`,
    `</svg>`,
    "",
  ].join("\n");
}

export function writeCompanyLogos(publicDir = path.resolve("public")): number {
  for (const company of COMPANIES) {
    const file = path.join(publicDir, company.logoUrl);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, companyLogoSvg(company));
  }
  return COMPANIES.length;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`wrote ${writeCompanyLogos()} logos to public/logos`);
}
