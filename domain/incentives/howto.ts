// HowTo structured data for /charging-plan/incentives: the real steps of using the finder. Each
// step reads its words when it is read (getters), so the page and the structured data built for a
// request speak that request's language; the list itself stays one constant.
import * as m from "../i18n/messages";

function step(name: () => string, text: () => string): { readonly name: string; readonly text: string } {
  return {
    get name() {
      return name();
    },
    get text() {
      return text();
    },
  };
}

export const INCENTIVES_HOWTO_STEPS: readonly { name: string; text: string }[] = [
  step(() => m.incentives_howto_1_name(), () => m.incentives_howto_1_text()),
  step(() => m.incentives_howto_2_name(), () => m.incentives_howto_2_text()),
  step(() => m.incentives_howto_3_name(), () => m.incentives_howto_3_text()),
  step(() => m.incentives_howto_4_name(), () => m.incentives_howto_4_text()),
  step(() => m.incentives_howto_5_name(), () => m.incentives_howto_5_text()),
];
