// The plan inputs a guide personalises with: from a share link (?data=) when one is present and
// valid, otherwise the visitor's own plan. A shared link never overwrites the visitor's plan.
// The link is read after the first render: its validator (zod) is imported only when a link is
// present, so guide pages don't carry it up front. Until it is read the guide shows the visitor's
// own plan with a "pending" status (GuideLayout says the link is being opened).
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { GUIDES, type GuideId } from "../../../domain/guides/registry";
import type { GuideShareInputs, SharedGuideState } from "../../../domain/guides/share";
import { useProgress } from "../../lib/progress/useProgress";
import { useShareLink } from "../../lib/useLazyValue";

export type GuideShareStatus = SharedGuideState["status"] | "pending";

export interface GuideInputs {
  inputs: GuideShareInputs;
  /** "ok" when the inputs come from a share link; "invalid" when a link was present but ignored;
   * "pending" while a link is being read. */
  shared: GuideShareStatus;
}

export function useGuideInputs(id: GuideId): GuideInputs {
  const [params] = useSearchParams();
  const { inputs: own } = useProgress();
  // A new reader per guide, so a link read for one guide is never taken for another's.
  const read = useCallback(
    (data: string) => import("../../../domain/guides/share.schema").then(({ readGuideShare }) => readGuideShare(id, data)),
    [id],
  );
  const share = useShareLink(params.get("data"), read);

  return useMemo(() => {
    if (share !== "pending" && share.status === "ok") return { inputs: share.value, shared: "ok" };
    const inputs: GuideShareInputs = {};
    for (const key of GUIDES[id].inputs) Object.assign(inputs, { [key]: own[key] });
    return { inputs, shared: share === "pending" ? "pending" : share.status };
  }, [id, share, own]);
}
