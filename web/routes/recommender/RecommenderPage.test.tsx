import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import RecommenderPage, { QUESTION_SCROLL_MS, SUBMIT_SCROLL_MS } from "./RecommenderPage";

describe("RecommenderPage timing", () => {
  let scrollIntoView: ReturnType<typeof vi.fn>;
  let scrollTo: ReturnType<typeof vi.spyOn>;
  const originalScrollIntoView = Element.prototype.scrollIntoView;

  beforeEach(() => {
    vi.useFakeTimers();
    scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView as unknown as Element["scrollIntoView"];
    scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    scrollTo.mockRestore();
    Element.prototype.scrollIntoView = originalScrollIntoView;
  });

  it("scrolls to the newest question 150 ms after it appears, and to the top 100 ms after submit", () => {
    expect(QUESTION_SCROLL_MS).toBe(150);
    expect(SUBMIT_SCROLL_MS).toBe(100);
    render(
      <MemoryRouter initialEntries={["/ev-phev-hybrid-recommender"]}>
        <RecommenderPage />
      </MemoryRouter>,
    );
    expect(scrollIntoView).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("radio", { name: "Only vehicle" }));
    act(() => vi.advanceTimersByTime(149));
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole("group", { name: /What will you mostly use it for/ }));

    fireEvent.click(screen.getByRole("radio", { name: "Commuting" }));
    fireEvent.click(screen.getByRole("radio", { name: /Household Outlet/ }));
    act(() => vi.advanceTimersByTime(150));
    fireEvent.click(screen.getByRole("button", { name: "Get My Recommendation" }));
    expect(screen.getByRole("heading", { name: "Your Electrified Vehicle Recommendations" })).toBeTruthy();
    scrollTo.mockClear();
    act(() => vi.advanceTimersByTime(99));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
