// Existing Level 2 charger: the adapters hint, when upgrading is worth it, collapsible installers.
import { LazyInstallerDirectory } from "./installers/LazyInstallerDirectory";
import { Collapsible } from "../../../components/ui/Collapsible";

interface Props {
  installersOpen: boolean;
  onInstallersOpenChange: (open: boolean) => void;
  zip: string;
  onZipChange: (zip: string) => void;
}

export function ExistingLevel2Setup({ installersOpen, onInstallersOpenChange, zip, onZipChange }: Props) {
  return (
    <div className="stack">
      <section className="card" aria-labelledby="level2-title">
        <h2 id="level2-title">You're already set up</h2>
        <p>A Level 2 charger is the easiest way to charge at home. A few things worth knowing:</p>
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
