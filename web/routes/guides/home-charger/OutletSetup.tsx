// 240V Outlet Available: which NEMA outlet, "Other outlets", the shared-outlet question (only once
// an outlet is chosen) and, when shared, what a smart splitter does. Installers are collapsible.
import * as m from "../../../../domain/i18n/messages";
import { outletsNote, outletWords } from "../../../../domain/chargers/words";
import { useId } from "react";
import {
  getOutlet,
  MAIN_OUTLET_TYPES,
  NOT_SURE,
  notSureLabel,
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
  const words = outletWords(outlet);
  return (
    <label className="choice choice--outlet">
      <input type="radio" name="outlet-type" value={type} checked={checked} onChange={onSelect} />
      <span className="choice__body">
        <span className="choice__label">
          <OutletIcon icon={outlet.icon} /> {outlet.type}
        </span>
        <span className="choice__hint">{m.guide_home_outlet_amps({ amps: outlet.amps })}</span>
        <span className="choice__hint">{m.guide_home_outlet_use({ description: words.description })}</span>
        <span className="choice__hint">{m.guide_home_outlet_adds({ range: words.rangeText })}</span>
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
        <h2 id="v240-title">{m.guide_home_240v_title()}</h2>
        <p>{m.guide_home_240v_body()}</p>

        <fieldset className="choice-group">
          <legend className="choice-group__legend">{m.guide_home_outlet_legend()}</legend>
          <p className="source-note">{m.guide_home_outlet_hint()}</p>
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
            {otherOutlets ? m.guide_home_other_outlets_hide() : m.guide_home_other_outlets()}
          </button>
          <div id={`${id}-other`} className="choice-group__options choice-group__options--3" hidden={!otherOutlets}>
            {OTHER_OUTLET_TYPES.map((type) => (
              <OutletOption key={type} type={type} checked={outlet === type} onSelect={() => onOutletChange(type)} />
            ))}
          </div>
          <label className="choice choice--inline">
            <input type="radio" name="outlet-type" value={NOT_SURE} checked={outlet === NOT_SURE} onChange={() => onOutletChange(NOT_SURE)} />
            <span className="choice__label">{notSureLabel()}</span>
          </label>
        </fieldset>
        <p className="source-note">{outletsNote()}</p>
      </section>

      {hasOutletType ? (
        <section className="card" aria-labelledby="shared-title">
          <fieldset className="choice-group">
            <legend id="shared-title" className="choice-group__legend">
              {m.guide_home_shared_legend()}
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
                  <span className="choice__label">{answer === "yes" ? m.guide_home_yes() : m.guide_home_no()}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {sharedOutlet === "yes" ? (
            <div className="alert alert--success splitter" role="status">
              <h3 className="splitter__title">{m.guide_home_splitter_title()}</h3>
              <p>{m.guide_home_splitter_body()}</p>
              <p>{m.guide_home_splitter_choose()}</p>
            </div>
          ) : null}
          {sharedOutlet === "no" ? (
            <p className="alert" role="status">
              {m.guide_home_not_shared()}
            </p>
          ) : null}
        </section>
      ) : null}

      <Collapsible title={m.guide_home_installers_title()} headingLevel={2} open={props.installersOpen} onOpenChange={props.onInstallersOpenChange}>
        <LazyInstallerDirectory zip={props.zip} onZipChange={props.onZipChange} />
      </Collapsible>
    </div>
  );
}
