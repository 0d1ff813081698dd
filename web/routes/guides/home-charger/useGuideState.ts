// The guide's selections: restored from a share link (?data=) when it holds valid data, otherwise
// preset from the plan (homeSetup, zipCode). Selections stay on this page: changing the setup here
// does not rewrite the plan.
// The link is read after the first render with a lazily imported validator (zod stays out of the
// page's first load); until then the guide shows the plan's preset and `readingSharedLink` is true.
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { initialGuideState, type HomeChargerGuideState } from "../../../../domain/chargers/guide-state";
import { useProgress } from "../../../lib/progress/useProgress";

export function useGuideState() {
  const { inputs } = useProgress();
  const [searchParams] = useSearchParams();
  // The link as the page opened with it; changing selections later doesn't re-read it.
  const [data] = useState(() => searchParams.get("data"));
  const [fromSharedLink, setFromSharedLink] = useState(false);
  const [readingSharedLink, setReadingSharedLink] = useState(() => Boolean(data));
  const [state, setState] = useState<HomeChargerGuideState>(() => initialGuideState(inputs.homeSetup, inputs.zipCode));
  // A signed-in plan can arrive after the first render: follow it until the person changes something
  // or a shared link is applied.
  const touched = useRef(false);
  useEffect(() => {
    if (!touched.current) setState(initialGuideState(inputs.homeSetup, inputs.zipCode));
  }, [inputs.homeSetup, inputs.zipCode]);

  useEffect(() => {
    if (!data) return;
    let current = true;
    import("../../../../domain/chargers/guide-state-reader")
      .then(({ decodeGuideState }) => {
        if (!current) return;
        const shared = decodeGuideState(data);
        // A selection made while the link was loading is the person's choice: keep it.
        if (shared && !touched.current) {
          touched.current = true;
          setState(shared);
          setFromSharedLink(true);
        }
      })
      .catch(() => undefined) // reader unavailable (offline): the link cannot be checked, so it is not used
      .finally(() => {
        if (current) setReadingSharedLink(false);
      });
    return () => {
      current = false;
    };
  }, [data]);

  const update = (patch: Partial<HomeChargerGuideState>) => {
    touched.current = true;
    setState((previous) => ({ ...previous, ...patch }));
  };
  return { state, update, fromSharedLink, readingSharedLink };
}
