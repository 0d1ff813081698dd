// The plan inputs a guide personalises with: from a share link (?data=) when one is present and
// valid, otherwise the visitor's own plan. A shared link never overwrites the visitor's plan.
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { GUIDES, type GuideId } from "../../../domain/guides/registry";
import { readGuideShare, type GuideShareInputs, type SharedGuideState } from "../../../domain/guides/share";
import { useProgress } from "../../lib/progress/useProgress";

export interface GuideInputs {
  inputs: GuideShareInputs;
  /** "ok" when the inputs come from a share link; "invalid" when a link was present but ignored. */
  shared: SharedGuideState["status"];
}

export function useGuideInputs(id: GuideId): GuideInputs {
  const [params] = useSearchParams();
  const data = params.get("data");
  const { inputs: own } = useProgress();
  const share = useMemo(() => readGuideShare(id, data), [id, data]);
  return useMemo(() => {
    if (share.status === "ok") return { inputs: share.inputs, shared: "ok" };
    const inputs: GuideShareInputs = {};
    for (const key of GUIDES[id].inputs) Object.assign(inputs, { [key]: own[key] });
    return { inputs, shared: share.status };
  }, [id, share, own]);
}
