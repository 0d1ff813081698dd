// Maximize Savings copy shared by the page and its lazily loaded parts (call during render).
import * as m from "../../../domain/i18n/messages";

export const unsupportedMessage = () => m.maxsave_unsupported();
