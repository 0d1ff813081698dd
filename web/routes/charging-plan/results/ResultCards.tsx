// The plan's result cards (spec §2 step 3 and /shared-plan): Battery Used Daily, Miles Recharged
// at Home (only with home charging) and Days Between Public Charging / "Public Charge When Needed".
// Used by the wizard's step 3 and by the shared-plan page, so both always show the same figures.
import type { UserInputs } from "../../../../domain/contracts/progress.schema";
import {
  batteryPercentDisplay,
  computeStep3Result,
  daysBarWidthPercent,
  effectiveRange,
  hasPublicChargingCadence,
  OVER_RANGE_MESSAGE,
  STEP3_MILES_PER_HOUR,
  type Step3Result,
} from "../../../../domain/charging-plan/range-figures";
import { displayDailyMiles } from "../../../../domain/charging-plan/summary";
import * as m from "../../../../domain/i18n/messages";
import "./ResultCards.css";

const setupName = (setup: keyof typeof STEP3_MILES_PER_HOUR | "level1") =>
  setup === "level1" ? m.results_setup_level1() : setup === "240v" ? m.results_setup_240v() : m.results_setup_level2();

interface ResultCardsProps {
  inputs: UserInputs;
  /** Pass the result when the caller already computed it; otherwise it is computed here. */
  result?: Step3Result;
  /** Heading level of each card title (3 under a page's h2 sections, 2 directly under the h1). */
  headingLevel?: 2 | 3;
}

function WarningIcon() {
  return (
    <svg className="result-card__warning-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2 1 21h22L12 2zm0 4.5L19.5 19h-15L12 6.5zM11 10v5h2v-5h-2zm0 6v2h2v-2h-2z" />
    </svg>
  );
}

export function ResultCards({ inputs, result = computeStep3Result(inputs), headingLevel = 3 }: ResultCardsProps) {
  const Heading = `h${headingLevel}` as const;
  const battery = batteryPercentDisplay(result.percentBatteryUsedDaily);
  const dailyMiles = displayDailyMiles(inputs);
  const range = Math.round(effectiveRange(inputs));
  const evType = inputs.evType === "PHEV" ? "PHEV" : "BEV";
  const setup = inputs.homeSetup === "" ? "level1" : inputs.homeSetup;
  const cadence = hasPublicChargingCadence(result);
  const days = result.daysBetweenPublicCharging;

  return (
    <ul className="result-cards grid grid--3" aria-label={m.results_cards_label()}>
      <li className={`card result-card${battery.atCap ? " result-card--warning" : ""}`}>
        <Heading className="result-card__title">{m.results_card_battery()}</Heading>
        <p className="result-card__value">
          {battery.atCap && <WarningIcon />}
          <span data-testid="battery-percent">{battery.shown}%</span>
          {battery.atCap && <span className="visually-hidden">{m.results_battery_warning()}</span>}
        </p>
        <div className="meter result-card__bar" aria-hidden="true">
          <span className="meter__fill result-card__bar-fill" style={{ width: `${battery.shown}%` }} />
        </div>
        <p className="result-card__detail">
          {m.results_battery_detail({ daily: dailyMiles, range })}
        </p>
        {battery.over100 && (
          <p className="result-card__note" role="note">
            {OVER_RANGE_MESSAGE[evType]}
          </p>
        )}
      </li>

      {inputs.homeCharging === "yes" && (
        <li className="card result-card">
          <Heading className="result-card__title">{m.results_card_recharged()}</Heading>
          <p className="result-card__value">
            <span data-testid="miles-recharged">{Math.round(result.milesRechargedDaily)}</span>{" "}
            <span className="result-card__unit">{m.results_unit_miles()}</span>
          </p>
          <p className="result-card__detail">
            {m.results_back_overnight({ percent: result.isFullyCharged ? 100 : result.level1PercentRechargedDaily })}
          </p>
          <p className="result-card__detail">
            {setup === "level1"
              ? m.results_setup_up_to({ setup: setupName(setup), mph: 3, hours: inputs.hoursParkedAtHome })
              : m.results_setup_about({ setup: setupName(setup), mph: STEP3_MILES_PER_HOUR[setup], hours: inputs.hoursParkedAtHome })}
          </p>
        </li>
      )}

      <li className="card result-card">
        <Heading className="result-card__title">{cadence ? m.results_card_days() : m.results_card_when_needed()}</Heading>
        {cadence ? (
          <p className="result-card__value">
            <span data-testid="days-between">{days}</span>{" "}
            <span className="result-card__unit">{m.results_unit_days({ count: days })}</span>
          </p>
        ) : (
          <p className="result-card__value result-card__value--text">{m.results_no_regular_public()}</p>
        )}
        <div className="meter result-card__bar" aria-hidden="true">
          <span
            className="meter__fill result-card__bar-fill"
            data-testid="days-bar"
            style={{ width: `${daysBarWidthPercent(days)}%` }}
          />
        </div>
        <p className="result-card__detail">{result.subText}</p>
      </li>
    </ul>
  );
}
