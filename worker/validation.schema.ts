// zod in the Worker: English messages for every schema, and the sentence an API error carries.
// zod/mini ships no messages ("Invalid input"); the Worker loads English once so API errors read
// well. (The browser bundle skips the locale: UI messages are our own.)
import * as z from "zod/mini";
import { en } from "zod/locales";

z.config(en());

/** First zod issue as a sentence a person can act on, e.g. "email: Enter a valid email address". */
export function zodMessage(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const path = issue.path.join(".");
  return path ? `${path}: ${issue.message}` : issue.message;
}
