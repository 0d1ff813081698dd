// The sign-in screen's error texts (savings-tools-and-pages.md §8), in the page's language. The
// Worker answers sign-in refusals in the language the page sends (auth-api.ts), so its message is
// shown as it comes; these are for when it sent none or never answered.
import * as m from "../../../domain/i18n/messages";
import { ApiError } from "../api";

/**
 * The server's message when it sent one; "Failed to send magic link" for a server error without
 * one; "…Please try again." when the request never got an answer (offline) or something that is
 * not an error was thrown, since trying again is then the useful advice.
 */
export function magicLinkErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage || m.auth_send_failed();
  return m.auth_send_failed_try_again();
}

/** Progress writes (charging-plan-and-guides.md §8). */
export function progressErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : m.auth_progress_failed();
}
