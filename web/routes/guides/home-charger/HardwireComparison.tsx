// "Hardwire vs 240V outlet": closed at first (spec §4).
import { Collapsible } from "../../../components/ui/Collapsible";

export function HardwireComparison() {
  return (
    <Collapsible title="Hardwire vs 240V outlet" headingLevel={2} className="hardwire">
      <div className="grid grid--2">
        <div>
          <h3>Hardwired charger</h3>
          <p>
            <strong>Best for homeowners who plan to stay and want the fastest charging.</strong> The charger is wired
            straight to its own circuit, so there's no plug to wear out, and on a 60-amp circuit it can deliver up to 48
            amps (about 11.5 kW).
          </p>
        </div>
        <div>
          <h3>Plug-in (NEMA 14-50 outlet)</h3>
          <p>
            <strong>Best if you want flexibility or need to share the outlet.</strong> The charger simply unplugs, so
            you can take it with you when you move, swap it later or use the outlet for something else. On a 50-amp
            circuit it charges at up to 40 amps (about 9.6 kW).
          </p>
        </div>
      </div>
      <p className="source-note">
        Either way, ask your electrician about a heavy-duty outlet and GFCI protection: recent electrical codes require
        GFCI protection for many 240V garage outlets.
      </p>
    </Collapsible>
  );
}
