// The wizard's validation messages in the page's language. domain/wizard/rules.ts decides which
// problem a field has and words it in English (WIZARD_MESSAGES); the screen says the same message
// from the catalogue, found by which of those messages it is.
import * as m from "../../../../domain/i18n/messages";
import { WIZARD_MESSAGES, type WizardError } from "../../../../domain/wizard/rules";

export function wizardErrorText(error: WizardError): string {
  switch (error.message) {
    case WIZARD_MESSAGES.zip:
      return m.wizard_error_zip();
    case WIZARD_MESSAGES.oneWay:
      return m.wizard_error_one_way();
    case WIZARD_MESSAGES.days:
      return m.wizard_error_days();
    case WIZARD_MESSAGES.home:
      return m.wizard_error_home();
    case WIZARD_MESSAGES.evType:
      return m.wizard_error_ev_type();
    case WIZARD_MESSAGES.homeStep2:
      return m.wizard_error_home_step2();
    default:
      // A message added to the rules without a translation yet: shown as the rules word it.
      return error.message;
  }
}
