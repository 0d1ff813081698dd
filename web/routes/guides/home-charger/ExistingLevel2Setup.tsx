// Existing Level 2 charger: the adapters hint, when upgrading is worth it, collapsible installers.
// The plan's "Level 2 charger" answer (the wizard asks what the person will plug into) may be a
// charger that is not installed yet: until the person picks "Existing Level 2 Charger" here, the
// card does not tell them they are already set up (issue 23).
import * as m from "../../../../domain/i18n/messages";
import { LazyInstallerDirectory } from "./installers/LazyInstallerDirectory";
import { Collapsible } from "../../../components/ui/Collapsible";

/** The card's two openings, in the reader's language (getters, read when shown). */
export const LEVEL2_TEXT = {
  get installedTitle() {
    return m.guide_home_level2_installed_title();
  },
  get installedLead() {
    return m.guide_home_level2_installed_lead();
  },
  get fromPlanTitle() {
    return m.guide_home_level2_plan_title();
  },
  get fromPlanLead() {
    return m.guide_home_level2_plan_lead();
  },
};

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
        <h3>{m.guide_home_adapters_title()}</h3>
        <p>{m.guide_home_adapters_body()}</p>
        <h3>{m.guide_home_upgrade_title()}</h3>
        <p>{m.guide_home_upgrade_body()}</p>
      </section>
      <Collapsible title={m.guide_home_installers_title()} headingLevel={2} open={installersOpen} onOpenChange={onInstallersOpenChange}>
        <LazyInstallerDirectory zip={zip} onZipChange={onZipChange} />
      </Collapsible>
    </div>
  );
}
