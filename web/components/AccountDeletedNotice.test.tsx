// The note after an account deletion: shown once, on the first page after it, saying what went.
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  window.sessionStorage.clear();
  vi.resetModules();
});

async function load() {
  return import("./AccountDeletedNotice");
}

describe("AccountDeletedNotice", () => {
  it("confirms what was removed and that the plan stayed in this browser, once", async () => {
    const notice = await load();
    notice.noteAccountDeleted("kept");
    render(<notice.AccountDeletedNotice />);
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("Your account is deleted.");
    expect(status.textContent).toContain("We removed your email address, your plan answers, plan figures and task progress from our servers");
    expect(status.textContent).toContain("Your plan is still in this browser, as a guest plan. Only this browser has it now.");
    expect(window.sessionStorage.getItem(notice.ACCOUNT_DELETED_KEY)).toBeNull();
    await act(() => userEvent.click(screen.getByRole("button", { name: "Dismiss" })));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says this browser was cleared when the person asked for it", async () => {
    const notice = await load();
    notice.noteAccountDeleted("cleared");
    render(<notice.AccountDeletedNotice />);
    expect(screen.getByRole("status").textContent).toContain("PlugPlan's data in this browser was cleared too.");
  });

  it("shows nothing on an ordinary visit", async () => {
    const notice = await load();
    const { container } = render(<notice.AccountDeletedNotice />);
    expect(container.innerHTML).toBe("");
  });
});
