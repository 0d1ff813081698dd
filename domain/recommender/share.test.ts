import { describe, expect, it } from "vitest";
import { recommend } from "./scoring";
import { readSharedAnswers, shareQuery, shareText, SHARE_TITLE } from "./share";

const params = (query: string) => {
  const map = new Map<string, string>();
  for (const pair of query.replace(/^\?/, "").split("&").filter(Boolean)) {
    const [key, value = ""] = pair.split("=");
    map.set(decodeURIComponent(key!), decodeURIComponent(value));
  }
  return (key: string) => map.get(key) ?? null;
};

describe("recommender share link", () => {
  it("carries role, use, charging, work, miles and the top result", () => {
    const answers = { role: "only", use: "road-trips", charging: "no-access", work: "no", miles: 45 } as const;
    const top = recommend(answers)![0]!;
    expect(shareQuery(answers, top)).toBe("role=only&use=road-trips&charging=no-access&work=no&miles=45&result=Hybrid");
  });

  it("leaves work empty when it was not asked", () => {
    const answers = { role: "second", use: "commuting", charging: "240v", work: "yes", miles: 40 } as const;
    expect(shareQuery(answers, recommend(answers)![0]!)).toBe("role=second&use=commuting&charging=240v&work=&miles=40&result=BEV");
  });

  it("round-trips into the same answers and shows results", () => {
    const answers = { role: "only", use: "commuting", charging: "240v", work: "", miles: 155 } as const;
    const shared = readSharedAnswers(params(shareQuery(answers, recommend(answers)![0]!)));
    expect(shared).toEqual({ answers, showResults: true, present: true });
  });

  it("carries a planned Level 2 charger apart from an installed one", () => {
    const answers = { role: "second", use: "commuting", charging: "level2-planned", work: "", miles: 40 } as const;
    const query = shareQuery(answers, recommend(answers)![0]!);
    expect(query).toBe("role=second&use=commuting&charging=level2-planned&work=&miles=40&result=BEV");
    expect(readSharedAnswers(params(query))).toEqual({ answers, showResults: true, present: true });
  });

  it("ignores bad parameters one by one and keeps the good ones", () => {
    const shared = readSharedAnswers(params("role=boss&use=commuting&charging=240v&miles=41&result=Tank"));
    expect(shared.answers).toEqual({ role: "", use: "commuting", charging: "240v", work: "", miles: 40 });
    expect(shared.showResults).toBe(false);
    expect(shared.present).toBe(true);
  });

  it("does not show results when the miles are out of range, even if the rest is valid", () => {
    for (const miles of ["0", "205", "-5", "40.5", "abc", "1e2"]) {
      const shared = readSharedAnswers(params(`role=only&use=commuting&charging=240v&miles=${miles}`));
      expect(shared.answers.miles, miles).toBe(40);
      expect(shared.showResults, miles).toBe(false);
    }
  });

  it("needs the work answer for no access", () => {
    expect(readSharedAnswers(params("role=only&use=commuting&charging=no-access&work=maybe&miles=40")).showResults).toBe(false);
    expect(readSharedAnswers(params("role=only&use=commuting&charging=no-access&work=yes&miles=40")).showResults).toBe(true);
  });

  it("a page without parameters is not a shared link", () => {
    expect(readSharedAnswers(params("")).present).toBe(false);
  });

  it("uses the spec's share text and title", () => {
    expect(SHARE_TITLE).toBe("My Electrified Vehicle Recommendation");
    expect(shareText("Hybrid", "https://x.test/r")).toBe(
      "I found my ideal electrified vehicle! My top recommendation is a Hybrid. Check out the vehicle recommender: https://x.test/r",
    );
  });
});
