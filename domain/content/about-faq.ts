import type { FaqEntry } from "../meta";
import * as m from "../i18n/messages";

/**
 * The About page's seven questions, in the language being read (words in ./i18n); also emitted as
 * FAQPage structured data at the edge, so the text is exactly what search engines and people see.
 * Plain strings only (JSON-LD has no markup). Keep every answer true to what the app does today.
 */
export function aboutFaq(): readonly FaqEntry[] {
  return [
    { question: m.content_about_q1(), answer: m.content_about_a1() },
    { question: m.content_about_q2(), answer: m.content_about_a2() },
    { question: m.content_about_q3(), answer: m.content_about_a3() },
    { question: m.content_about_q4(), answer: m.content_about_a4() },
    { question: m.content_about_q5(), answer: m.content_about_a5() },
    { question: m.content_about_q6(), answer: m.content_about_a6() },
    { question: m.content_about_q7(), answer: m.content_about_a7() },
  ];
}
