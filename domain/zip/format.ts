// What counts as a ZIP code wherever one is typed outside the wizard (the wizard keeps the spec's
// own rule and message: exactly 5 characters, domain/wizard/rules.ts): five digits.

import * as m from "../i18n/messages";

export const isFiveDigitZip = (zip: string) => /^\d{5}$/.test(zip);

/** Said under a ZIP field holding something else (station finder, incentives finder), in the page's language. */
export const zipFormatMessage = () => m.zip_format();
