// HowTo structured-data steps for the Home Charger Installation guide (both of its routes): the
// numbered steps of its "How to hire an installer" section, named as the page's headings name them.
// Each step's words are read when structured data is built, in the page's language.
import { howToStep } from "../guides/types";
import * as m from "../i18n/messages";
import { HIRE_STEP_NAMES, LICENSE_CHECK, permitAdvice, quoteChecklist, utilityFirstAdvice } from "../installers/hiring";
import { quotesAdvice } from "./installation-costs";

export const HOME_CHARGER_HOWTO_STEPS: readonly { name: string; text: string }[] = [
  howToStep(() => HIRE_STEP_NAMES.license, () => `${LICENSE_CHECK.california} ${LICENSE_CHECK.elsewhere}`),
  howToStep(() => HIRE_STEP_NAMES.permit, permitAdvice),
  howToStep(
    () => HIRE_STEP_NAMES.quotes,
    () => m.installers_quotes_step_text({ advice: quotesAdvice(), checklist: quoteChecklist().join("; ") }),
  ),
  howToStep(() => HIRE_STEP_NAMES.utility, utilityFirstAdvice),
];
