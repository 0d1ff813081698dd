import { describe, expect, it } from "vitest";
import { ApiError } from "../api";
import { magicLinkErrorMessage, progressErrorMessage } from "./messages";

describe("sign-in error texts", () => {
  it("shows the server's message when there is one", () => {
    expect(magicLinkErrorMessage(new ApiError(429, "429: …", "Too many sign-in links were requested."))).toBe(
      "Too many sign-in links were requested.",
    );
  });
  it('"Failed to send magic link" for a server error without a message', () => {
    expect(magicLinkErrorMessage(new ApiError(502, "502: Bad Gateway", undefined))).toBe("Failed to send magic link");
  });
  it('"Failed to send magic link. Please try again." when no answer came back or a non-error was thrown', () => {
    expect(magicLinkErrorMessage(new TypeError("Failed to fetch"))).toBe("Failed to send magic link. Please try again.");
    expect(magicLinkErrorMessage("boom")).toBe("Failed to send magic link. Please try again.");
  });
  it('progress: the server message or "Failed to update progress"', () => {
    expect(progressErrorMessage(new ApiError(400, "400: x", "zipCode: too long"))).toBe("zipCode: too long");
    expect(progressErrorMessage(new Error("x"))).toBe("Failed to update progress");
  });
});
