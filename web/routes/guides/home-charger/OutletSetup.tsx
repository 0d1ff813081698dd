// 240V Outlet Available: which NEMA outlet, "Other outlets", the shared-outlet question (only once
// an outlet is chosen) and, when shared, what a smart splitter does. Installers are collapsible.
import { useId } from "react";
import {
  getOutlet,
  getOutletsFile,
  MAIN_OUTLET_TYPES,
  NOT_SURE,
  NOT_SURE_LABEL,
  OTHER_OUTLET_TYPES,
  type OutletChoice,
  type OutletType,
} from "../../../../domain/chargers/outlets";
import { LazyInstallerDirectory } from "./installers/LazyInstallerDirectory";
import { Collapsible } from "../../../components/ui/Collapsible";
import { OutletIcon } from "./OutletIcon";

interface Props {
  outlet: OutletChoice;
  onOutletChange: (outlet: OutletChoice) => void;
  otherOutlets: boolean;
  onOtherOutletsChange: (open: boolean) => void;
  sharedOutlet: "yes" | "no" | null;
  onSharedOutletChange: (answer: "yes" | "no") => void;
  installersOpen: boolean;
  onInstallersOpenChange: (open: boolean) => void;
  zip: string;
  onZipChange: (zip: string) => void;
}

function OutletOption({ type, checked, onSelect }: { type: OutletType; checked: boolean; onSelect: () => void }) {
  const outlet = getOutlet(type);
  return (
    <label className="choice choice--outlet">
      <input type="radio" name="outlet-type" value={type} checked={checked} onChange={onSelect} />
      <span className="choice__body">
        <span className="choice__label">
          <OutletIcon icon={outlet.icon} /> {outlet.type}
        </span>
        <span className="choice__hint">{outlet.amps} amps</span>
        <span className="choice__hint">Typical use: {outlet.description}</span>
        <span className="choice__hint">Adds {outlet.rangeText} of range per hour</span>
      </span>
    </label>
  );
}

export function OutletSetup(props: Props) {
  const { outlet, onOutletChange, otherOutlets, onOtherOutletsChange, sharedOutlet, onSharedOutletChange } = props;
  const id = useId();
  const hasOutletType = outlet !== null && outlet !== NOT_SURE;
  return (
    <div className="stack">
      <section className="card" aria-labelledby="v240-title">
        <h2 id="v240-title">Charging from a 240V outlet</h2>
        <p>
          A 240V outlet (the kind used by an electric dryer or range) charges several times faster than a household
          outlet. With the right portable or wall charger you may not need any new wiring at all.
        </p>

        <fieldset className="choice-group">
          <legend className="choice-group__legend">What type of NEMA outlet do you have?</legend>
          <p className="source-note">The type is printed on the outlet's cover plate, or ask your electrician.</p>
          <div className="choice-group__options choice-group__options--3">
            {MAIN_OUTLET_TYPES.map((type) => (
              <OutletOption key={type} type={type} checked={outlet === type} onSelect={() => onOutletChange(type)} />
            ))}
          </div>
          <button
            type="button"
            className="button button--ghost button--small other-outlets-toggle"
            aria-expanded={otherOutlets}
            aria-controls={`${id}-other`}
            onClick={() => onOtherOutletsChange(!otherOutlets)}
          >
            {otherOutlets ? "Hide other outlets" : "Other outlets"}
          </button>
          <div id={`${id}-other`} className="choice-group__options choice-group__options--3" hidden={!otherOutlets}>
            {OTHER_OUTLET_TYPES.map((type) => (
              <OutletOption key={type} type={type} checked={outlet === type} onSelect={() => onOutletChange(type)} />
            ))}
          </div>
          <label className="choice choice--inline">
            <input type="radio" name="outlet-type" value={NOT_SURE} checked={outlet === NOT_SURE} onChange={() => onOutletChange(NOT_SURE)} />
            <span className="choice__label">{NOT_SURE_LABEL}</span>
          </label>
        </fieldset>
        <p className="source-note">{getOutletsFile().note}</p>
      </section>

      {hasOutletType ? (
        <section className="card" aria-labelledby="shared-title">
          <fieldset className="choice-group">
            <legend id="shared-title" className="choice-group__legend">
              Is this outlet shared with another appliance?
            </legend>
            <div className="choice-group__options choice-group__options--inline">
              {(["yes", "no"] as const).map((answer) => (
                <label key={answer} className="choice choice--inline">
                  <input
                    type="radio"
                    name="outlet-shared"
                    value={answer}
                    checked={sharedOutlet === answer}
                    onChange={() => onSharedOutletChange(answer)}
                  />
                  <span className="choice__label">{answer === "yes" ? "Yes" : "No"}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {sharedOutlet === "yes" ? (
            <div className="alert alert--success splitter" role="status">
              <h3 className="splitter__title">Share it safely with a smart splitter</h3>
              <p>
                A 240V smart splitter (also called a load-sharing splitter) plugs into the outlet and gives you two
                sockets: one for the appliance, one for your EV charger. It watches the power draw and pauses car
                charging while the appliance runs, so the circuit never carries both loads at once.
              </p>
              <p>
                Choose one made for your outlet type and certified by a recognised safety lab (for example UL listed),
                and ask an electrician if you're unsure.
              </p>
            </div>
          ) : null}
          {sharedOutlet === "no" ? (
            <p className="alert" role="status">
              Great: the outlet is all yours. Plug in one of the compatible chargers below.
            </p>
          ) : null}
        </section>
      ) : null}

      <Collapsible title="Recommended Installers" headingLevel={2} open={props.installersOpen} onOpenChange={props.onInstallersOpenChange}>
        <LazyInstallerDirectory zip={props.zip} onZipChange={props.onZipChange} />
      </Collapsible>
    </div>
  );
}
