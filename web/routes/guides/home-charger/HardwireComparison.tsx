// "Hardwire vs 240V outlet": closed at first (spec §4).
import * as m from "../../../../domain/i18n/messages";
import { Collapsible } from "../../../components/ui/Collapsible";

export function HardwireComparison() {
  return (
    <Collapsible title={m.guide_home_hardwire_title()} headingLevel={2} className="hardwire">
      <div className="grid grid--2">
        <div>
          <h3>{m.guide_home_hardwired_title()}</h3>
          <p>
            <strong>{m.guide_home_hardwired_lead()}</strong> {m.guide_home_hardwired_body()}
          </p>
        </div>
        <div>
          <h3>{m.guide_home_plugin_title()}</h3>
          <p>
            <strong>{m.guide_home_plugin_lead()}</strong> {m.guide_home_plugin_body()}
          </p>
        </div>
      </div>
      <p className="source-note">{m.guide_home_gfci_note()}</p>
    </Collapsible>
  );
}
