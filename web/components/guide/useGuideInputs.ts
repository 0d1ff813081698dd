// The plan inputs a guide personalises with: from a share link (?data=) when one is present and
// valid, otherwise the visitor's own plan. A shared link never overwrites the visitor's plan.
// The link is read after the first render: its validator (zod) is imported only when a link is
// present, so guide pages don't carry it up front. Until it is read the guide shows the visitor's
// own plan with a "pending" status (GuideLayout says the link is being opened).
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { GUIDES, type GuideId } from "../../../domain/guides/registry";
import type { GuideShareInputs, SharedGuideState } from "../../../domain/guides/share";
import { useProgress } from "../../lib/progress/useProgress";

export type GuideShareStatus = SharedGuideState["status"] | "pending";

export interface GuideInputs {
  inputs: GuideShareInputs;
  /** "ok" when the inputs come from a share link; "invalid" when a link was present but ignored;
   * "pending" while a link is being read. */
  shared: GuideShareStatus;
}

const NO_SHARE: SharedGuideState = { status: "none" };

interface ReadShare {
  id: GuideId;
  data: string;
  state: SharedGuideState;
}

export function useGuideInputs(id: GuideId): GuideInputs {
  const [params] = useSearchParams();
  const data = params.get("data");
  const { inputs: own } = useProgress();
  const [read, setRead] = useState<ReadShare | null>(null);

  useEffect(() => {
    if (!data) return;
    let current = true;
    import("../../../domain/guides/share-reader").then(
      ({ readGuideShare }) => {
        if (current) setRead({ id, data, state: readGuideShare(id, data) });
      },
      () => {
        // The reader could not load (offline): the link cannot be checked, so it is not used.
        if (current) setRead({ id, data, state: { status: "invalid" } });
      },
    );
    return () => {
      current = false;
    };
  }, [id, data]);

  // Only an answer for this very link counts; a new ?data= is pending until it is read.
  const share: SharedGuideState | "pending" = !data
    ? NO_SHARE
    : read && read.id === id && read.data === data
      ? read.state
      : "pending";

  return useMemo(() => {
    if (share !== "pending" && share.status === "ok") return { inputs: share.inputs, shared: "ok" };
    const inputs: GuideShareInputs = {};
    for (const key of GUIDES[id].inputs) Object.assign(inputs, { [key]: own[key] });
    return { inputs, shared: share === "pending" ? "pending" : share.status };
  }, [id, share, own]);
}
