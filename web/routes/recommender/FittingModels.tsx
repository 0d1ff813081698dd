// Real models that fit the person's day, under the BEV and PHEV cards (issue 23): 2025–26 models
// from fueleconomy.gov whose EPA range covers the daily miles (a PHEV's electric range; a BEV's
// 20–80% window), one per model, most efficient first. Efficiency is the only ranking: it decides
// what a mile of charging costs, and prices are not in our data. The list loads as its own chunk.
import { useEffect, useId, useState } from "react";
import { formatInteger, formatIsoDay, numberFormat } from "../../../domain/i18n/format";
import * as m from "../../../domain/i18n/messages";
import { evModelName, evModelsThatFit, loadEvModels, type EvModel, type EvModelCatalog } from "../../../domain/vehicles/ev-models";

export const FIT_LIMIT = 4;

export function fitHeading(type: "BEV" | "PHEV", miles: number): string {
  const inputs = { count: miles, countText: formatInteger(miles) };
  return type === "BEV" ? m.recommender_fit_heading_bev(inputs) : m.recommender_fit_heading_phev(inputs);
}

export function fitRule(type: "BEV" | "PHEV"): string {
  return type === "BEV" ? m.recommender_fit_rule_bev() : m.recommender_fit_rule_phev();
}

export function noFitText(type: "BEV" | "PHEV", miles: number): string {
  const inputs = { miles: formatInteger(miles) };
  return type === "BEV" ? m.recommender_no_fit_bev(inputs) : m.recommender_no_fit_phev(inputs);
}

function modelLine(model: EvModel): string {
  const miles = formatInteger(model.rangeMi);
  const range = model.type === "PHEV" ? m.recommender_model_range_phev({ miles }) : m.recommender_model_range({ miles });
  const efficiency = numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(model.miPerKwh);
  return m.recommender_model_line({ name: evModelName(model), range, efficiency });
}

export function FittingModels({ type, dailyMiles }: { type: "BEV" | "PHEV"; dailyMiles: number }) {
  const id = useId();
  const [catalog, setCatalog] = useState<EvModelCatalog | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    loadEvModels().then(
      (loaded) => current && setCatalog(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, []);

  if (failed) return null; // the type's card stands on its own without examples
  const models = catalog ? evModelsThatFit(catalog, { type, dailyMiles, limit: FIT_LIMIT }) : [];
  return (
    <section className="fitting-models" aria-labelledby={`${id}-title`} data-testid={`fitting-models-${type}`}>
      <h3 id={`${id}-title`}>{fitHeading(type, dailyMiles)}</h3>
      {!catalog ? (
        <p role="status">{m.recommender_loading_list()}</p>
      ) : models.length === 0 ? (
        <p>{noFitText(type, dailyMiles)}</p>
      ) : (
        <>
          <p>{fitRule(type)}</p>
          <ul>
            {models.map((model) => (
              <li key={model.id}>{modelLine(model)}</li>
            ))}
          </ul>
        </>
      )}
      {catalog ? (
        <p className="source-note">
          {m.recommender_epa_source({ date: formatIsoDay(catalog.asOf) })}
        </p>
      ) : null}
    </section>
  );
}
