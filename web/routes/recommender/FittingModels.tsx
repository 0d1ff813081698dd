// Real models that fit the person's day, under the BEV and PHEV cards (issue 23): 2025–26 models
// from fueleconomy.gov whose EPA range covers the daily miles (a PHEV's electric range; a BEV's
// 20–80% window), one per model, most efficient first. Efficiency is the only ranking: it decides
// what a mile of charging costs, and prices are not in our data. The list loads as its own chunk.
import { useEffect, useId, useState } from "react";
import { formatIsoDate } from "../../../domain/rates/format";
import { evModelName, evModelsThatFit, loadEvModels, type EvModel, type EvModelCatalog } from "../../../domain/vehicles/ev-models";

export const FIT_LIMIT = 4;

export function fitHeading(type: "BEV" | "PHEV", miles: number): string {
  return `2025–26 ${type === "BEV" ? "battery EVs" : "plug-in hybrids"} that fit ${miles} ${miles === 1 ? "mile" : "miles"} a day`;
}

export function fitRule(type: "BEV" | "PHEV"): string {
  return type === "BEV"
    ? "Each one's EPA range covers your day within the 20–80% charge window (60% of its range), most efficient first."
    : "Each one's EPA electric range covers your day on battery alone, most efficient first.";
}

export function noFitText(type: "BEV" | "PHEV", miles: number): string {
  return type === "BEV"
    ? `No 2025–26 battery EV's 20–80% window covers ${miles} miles; you would charge during long days.`
    : `No 2025–26 plug-in hybrid's EPA electric range covers ${miles} miles; the gas engine would take over on every such day.`;
}

function modelLine(model: EvModel): string {
  const range = model.type === "PHEV" ? `${model.rangeMi} mi electric range` : `${model.rangeMi} mi range`;
  return `${evModelName(model)}: ${range}, ${model.miPerKwh.toFixed(1)} mi/kWh`;
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
        <p role="status">Loading models…</p>
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
          EPA figures from fueleconomy.gov, file of {formatIsoDate(catalog.asOf)} (model year 2026 is partial). Prices are not compared.
        </p>
      ) : null}
    </section>
  );
}
