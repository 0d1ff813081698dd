// The account page's error texts, in the page's language.
import * as m from "../../../domain/i18n/messages";
import { ApiError } from "../../lib/api";

export const deleteFailedMessage = () => m.account_delete_failed();

/** The English text (tests compare with it). */
export const DELETE_FAILED = m.account_delete_failed({}, { locale: "en" });

/** The server's message when it sent one (e.g. the download limit), otherwise a plain retry hint. */
export function accountDataFailedMessage(error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : m.account_download_failed();
}
