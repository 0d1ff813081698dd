// Existing Level 2 charger: the adapters hint, when upgrading is worth it, collapsible installers.
// The plan's "Level 2 charger" answer (the wizard asks what the person will plug into) may be a
// charger that is not installed yet: until the person picks "Existing Level 2 Charger" here, the
// card does not tell them they are already set up (issue 23).
import { LazyInstallerDirectory } from "./installers/LazyInstallerDirectory";
import { Collapsible } from "../../../components/ui/Collapsible";

export const LEVEL2_TEXT = {
  installedTitle: "You're already set up",
  installedLead: "A Level 2 charger is the easiest way to charge at home. A few things worth knowing:",
  fromPlanTitle: "Charging with a Level 2 charger",
  fromPlanLead:
    "Your plan says you'll charge with a Level 2 charger. Whether it's on the wall already or you're planning one, a few things worth knowing (planning one? The chargers and installers below are for you):",
} as const;

interface Props {
  /** The person chose "Existing Level 2 Charger" here (not just the plan's "Level 2 charger"). */
  installed: boolean;
  installersOpen: boolean;
  onInstallersOpenChange: (open: boolean) => void;
  zip: string;
  onZipChange: (zip: string) => void;
}

export function ExistingLevel2Setup({ installed, installersOpen, onInstallersOpenChange, zip, onZipChange }: Props) {
  return (
    <div className="stack">
      <section className="card" aria-labelledby="level2-title">
        <h2 id="level2-title">{installed ? LEVEL2_TEXT.installedTitle : LEVEL2_TEXT.fromPlanTitle}</h2>
        <p>{installed ? LEVEL2_TEXT.installedLead : LEVEL2_TEXT.fromPlanLead}</p>
        <h3>Adapters</h3>
        <p>
          Most Level 2 chargers have a J1772 plug. If your car has a NACS (Tesla-style, SAE J3400) port, a J1772-to-NACS
          adapter lets you use the charger you have. If the charger has a NACS plug and your car a J1772 port, the
          reverse adapter works. Use the adapter your automaker recommends, and choose one that is safety certified.
        </p>
        <h3>When an upgrade makes sense</h3>
        <p>
          Consider a new charger if you want faster charging (when your circuit can carry more power), smart features
          such as scheduling charging for cheaper off-peak hours, or better reliability than an ageing unit.
        </p>
      </section>
      <Collapsible title="Recommended Installers" headingLevel={2} open={installersOpen} onOpenChange={onInstallersOpenChange}>
        <LazyInstallerDirectory zip={zip} onZipChange={onZipChange} />
      </Collapsible>
    </div>
  );
}
