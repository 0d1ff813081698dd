// The guide's selections: restored from a share link (?data=) when it holds valid data, otherwise
// preset from the plan (homeSetup, zipCode). Selections stay on this page: changing the setup here
// does not rewrite the plan.
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { decodeGuideState, initialGuideState, type HomeChargerGuideState } from "../../../../domain/chargers/guide-state";
import { useProgress } from "../../../lib/progress/useProgress";

export function useGuideState() {
  const { inputs } = useProgress();
  const [searchParams] = useSearchParams();
  const [shared] = useState(() => decodeGuideState(searchParams.get("data")));
  const [state, setState] = useState<HomeChargerGuideState>(
    () => shared ?? initialGuideState(inputs.homeSetup, inputs.zipCode),
  );
  // A signed-in plan can arrive after the first render: follow it until the person changes something.
  const touched = useRef(shared !== null);
  useEffect(() => {
    if (!touched.current) setState(initialGuideState(inputs.homeSetup, inputs.zipCode));
  }, [inputs.homeSetup, inputs.zipCode]);

  const update = (patch: Partial<HomeChargerGuideState>) => {
    touched.current = true;
    setState((previous) => ({ ...previous, ...patch }));
  };
  return { state, update, fromSharedLink: shared !== null };
}
