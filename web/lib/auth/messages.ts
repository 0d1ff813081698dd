// The sign-in screen's error texts (savings-tools-and-pages.md §8).
import { ApiError } from "../api";

export const SEND_FAILED = "Failed to send magic link";
export const SEND_FAILED_TRY_AGAIN = "Failed to send magic link. Please try again.";

/**
 * The server's message when it sent one; "Failed to send magic link" for a server error without
 * one; "…Please try again." when the request never got an answer (offline) or something that is
 * not an error was thrown, since trying again is then the useful advice.
 */
export function magicLinkErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage || SEND_FAILED;
  return SEND_FAILED_TRY_AGAIN;
}

/** Progress writes (charging-plan-and-guides.md §8). */
export const PROGRESS_FAILED = "Failed to update progress";

export function progressErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : PROGRESS_FAILED;
}
