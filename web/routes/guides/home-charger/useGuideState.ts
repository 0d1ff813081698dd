// The guide's selections: restored from a share link (?data=) when it holds valid data, otherwise
// preset from the plan (homeSetup, zipCode). Selections stay on this page: changing the setup here
// does not rewrite the plan.
// The link is read after the first render with a lazily imported validator (zod stays out of the
// page's first load); until then the guide shows the plan's preset and `readingSharedLink` is true.
import { useState } from "react";
import { useSearchParams } from "react-router";
import { initialGuideState, type HomeChargerGuideState } from "../../../../domain/chargers/guide-state";
import { useProgress } from "../../../lib/progress/useProgress";
import { useShareLink } from "../../../lib/useLazyValue";

const readLink = (data: string) =>
  import("../../../../domain/chargers/guide-state.schema").then(({ readHomeChargerShare }) => readHomeChargerShare(data));

export function useGuideState() {
  const { inputs } = useProgress();
  const [searchParams] = useSearchParams();
  // The link as the page opened with it; changing selections later doesn't re-read it.
  const [data] = useState(() => searchParams.get("data"));
  const link = useShareLink(data, readLink);
  // What the person has chosen here (null until they change something), and whether they did so
  // while the link was still being read: then their choice wins and the link is not applied.
  const [chosen, setChosen] = useState<HomeChargerGuideState | null>(null);
  const [choseBeforeLink, setChoseBeforeLink] = useState(false);

  const fromSharedLink = link !== "pending" && link.status === "ok" && !choseBeforeLink;
  // Until the person changes something, the selections follow the link, else the plan (a
  // signed-in plan can arrive after the first render).
  const preset = fromSharedLink ? link.value : initialGuideState(inputs.homeSetup, inputs.zipCode);
  const state = chosen ?? preset;

  const update = (patch: Partial<HomeChargerGuideState>) => {
    if (link === "pending") setChoseBeforeLink(true);
    setChosen((previous) => ({ ...(previous ?? state), ...patch }));
  };
  // The setup shown is the plan's answer, not one made here or in a shared link.
  const fromPlan = chosen === null && !fromSharedLink;
  return { state, update, fromSharedLink, fromPlan, readingSharedLink: link === "pending" };
}
