// Maximize Savings copy shared by the page and its lazily loaded parts (call during render).
import { m } from "../../../domain/i18n/runtime";

export const unsupportedMessage = () => m.maxsave_unsupported();
