// Household Outlet (Level 1): the Important Notice, charge ports, installation costs, installers.
import * as m from "../../../../domain/i18n/messages";
import { LazyFromDealer as FromDealer } from "../../../components/dealers/LazyDealerParts";
import { LazyInstallerDirectory } from "./installers/LazyInstallerDirectory";
import { useProgress } from "../../../lib/progress/useProgress";
import { ChargePortDialog } from "./ChargePortDialog";
import { InstallationCosts } from "./InstallationCosts";

interface Props {
  noticeVisible: boolean;
  onDismissNotice: () => void;
  zip: string;
  onZipChange: (zip: string) => void;
}

export function HouseholdOutletSetup({ noticeVisible, onDismissNotice, zip, onZipChange }: Props) {
  const { inputs } = useProgress();
  return (
    <div className="stack">
      {noticeVisible ? (
        <section className="alert alert--warning notice" aria-labelledby="notice-title">
          <div>
            <h2 id="notice-title" className="notice__title">
              {m.guide_home_notice_title()}
            </h2>
            <p className="notice__text">{m.guide_home_notice_text()}</p>
          </div>
          <button type="button" className="button button--ghost button--small notice__close" onClick={onDismissNotice}>
            {m.guide_home_dismiss()}
            <span className="visually-hidden">{m.guide_home_dismiss_hidden()}</span>
          </button>
        </section>
      ) : null}

      <section className="card" aria-labelledby="level1-title">
        <h2 id="level1-title">{m.guide_home_level1_title()}</h2>
        <p>{m.guide_home_level1_body()}</p>
        <p>{m.guide_home_level1_tip()}</p>
        <ChargePortDialog />
      </section>

      <InstallationCosts />
      {/* The plan's dealer's live offers (an installation credit, say) right beside the costs. */}
      <FromDealer dealerSlug={inputs.dealerSlug} />

      <section className="card" aria-labelledby="level1-installers-title">
        <h2 id="level1-installers-title">{m.guide_home_installers_title()}</h2>
        <LazyInstallerDirectory zip={zip} onZipChange={onZipChange} />
      </section>
    </div>
  );
}
