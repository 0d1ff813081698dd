// What the incentive list covers, in words the finder and the plan share (issue 23): federal and
// California programs only. Outside California no filter can find more, so the finder says so and
// points to the person's state energy office (named in words: we do not invent a URL).
export const OUTSIDE_CALIFORNIA_COVERAGE =
  "This finder covers federal and California programs only. California programs don't apply outside the state.";

/** "Programs in New York are not in our list yet: …" (the state's name when the ZIP lookup found it). */
export function outsideCaliforniaWhereToLook(stateName: string | null): string {
  const where = stateName ? `Programs in ${stateName}` : "Programs in your state";
  return `${where} are not in our list yet: your state's energy office lists the EV incentives where you live, and your electric utility lists its own.`;
}

/** The finder's empty list outside California: never "adjust your filters", which cannot help there. */
export const OUTSIDE_CALIFORNIA_EMPTY =
  "No federal program in our list is open now (the ended ones are under Recently ended). For your state's programs, check your state's energy office.";
