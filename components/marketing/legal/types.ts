import type { ReactNode } from "react";

export interface LegalSection {
  /** The fragment the table of contents links to: /privacy-policy#data-retention */
  id: string;
  title: string;
  body: ReactNode;
}
