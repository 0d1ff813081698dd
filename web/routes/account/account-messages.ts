// The account page's error texts.
import { ApiError } from "../../lib/api";

const DOWNLOAD_FAILED = "We couldn't prepare your data just now. Please try again.";
export const DELETE_FAILED = "We couldn't delete your account just now. Please try again.";

/** The server's message when it sent one (e.g. the download limit), otherwise a plain retry hint. */
export function accountDataFailedMessage(error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : DOWNLOAD_FAILED;
}
