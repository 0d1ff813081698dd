import type { FaqEntry } from "../meta";

/** The About page's seven questions; also emitted as FAQPage structured data at the edge. */
export const ABOUT_FAQ: readonly FaqEntry[] = [];
