// Household Outlet (Level 1): the Important Notice, charge ports, installation costs, installers.
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
              Important Notice
            </h2>
            <p className="notice__text">
              Charging from a household outlet needs a Level 1 mobile charger: the cord that plugs your car into a
              regular outlet. If your car doesn't come with one, ask your dealer to include one, or order one online
              before you take delivery.
            </p>
          </div>
          <button type="button" className="button button--ghost button--small notice__close" onClick={onDismissNotice}>
            Dismiss<span className="visually-hidden"> important notice</span>
          </button>
        </section>
      ) : null}

      <section className="card" aria-labelledby="level1-title">
        <h2 id="level1-title">Charging from a household outlet</h2>
        <p>
          Plug the mobile charger into an ordinary 120V outlet and you're charging: no installation needed. It's slow,
          adding up to about 3 miles of range per hour, but ten hours overnight still covers many daily commutes.
        </p>
        <p>Use an outlet on its own circuit if you can, and skip extension cords: they can overheat.</p>
        <ChargePortDialog />
      </section>

      <InstallationCosts />
      {/* The plan's dealer's live offers (an installation credit, say) right beside the costs. */}
      <FromDealer dealerSlug={inputs.dealerSlug} />

      <section className="card" aria-labelledby="level1-installers-title">
        <h2 id="level1-installers-title">Recommended Installers</h2>
        <LazyInstallerDirectory zip={zip} onZipChange={onZipChange} />
      </section>
    </div>
  );
}
