// HowTo structured-data steps for the Home Charger Installation guide (both of its routes): the
// numbered steps of its "How to hire an installer" section, named as the page's headings name them.
import { HIRE_STEP_NAMES, LICENSE_CHECK, PERMIT_ADVICE, QUOTE_CHECKLIST, UTILITY_FIRST_ADVICE } from "../installers/hiring";
import { QUOTES_ADVICE } from "./installation-costs";

export const HOME_CHARGER_HOWTO_STEPS: readonly { name: string; text: string }[] = [
  { name: HIRE_STEP_NAMES.license, text: `${LICENSE_CHECK.california} ${LICENSE_CHECK.elsewhere}` },
  { name: HIRE_STEP_NAMES.permit, text: PERMIT_ADVICE },
  { name: HIRE_STEP_NAMES.quotes, text: `${QUOTES_ADVICE} Ask for each in writing, spelling out: ${QUOTE_CHECKLIST.join("; ")}.` },
  { name: HIRE_STEP_NAMES.utility, text: UTILITY_FIRST_ADVICE },
];
