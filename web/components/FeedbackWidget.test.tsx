// The helpfulness widget, with fetch mocked at the network boundary (the real api.ts runs).
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FeedbackWidget } from "./FeedbackWidget";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: true }), { status: 201 }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function sentBodies() {
  return fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    method: init?.method,
    body: JSON.parse(String(init?.body)) as unknown,
  }));
}

function setup() {
  const user = userEvent.setup();
  render(<FeedbackWidget page="Home Charger Installation" />);
  return user;
}

describe("FeedbackWidget", () => {
  it("asks whether the page was helpful", () => {
    setup();
    expect(screen.getByRole("heading", { name: "Was this helpful?" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Yes" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "No" })).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("Yes closes at once and posts {page, helpful: true}", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Yes" }));
    expect(await screen.findByRole("status")).toHaveProperty("textContent", "Thanks for your feedback!");
    expect(screen.queryByRole("button", { name: "Yes" })).toBeNull();
    expect(sentBodies()).toEqual([
      { url: "/api/feedback", method: "POST", body: { page: "Home Charger Installation", helpful: true } },
    ]);
  });

  it("Yes thanks at once, before the server answers, and never shows the comment box", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Yes" }));
    expect(screen.getByRole("status").textContent).toBe("Thanks for your feedback!");
    expect(screen.queryByRole("textbox")).toBeNull();
    answer(new Response(JSON.stringify({ ok: true }), { status: 201 }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByRole("status").textContent).toBe("Thanks for your feedback!");
  });

  it("No opens the text box without sending anything", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "No" }));
    expect(screen.getByRole("textbox", { name: "What could we improve?" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps Submit disabled for blank or whitespace-only text", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "No" }));
    const submit = screen.getByRole("button", { name: "Submit" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.type(screen.getByRole("textbox"), "   ");
    expect(submit.disabled).toBe(true);
    await user.type(screen.getByRole("textbox"), "x");
    expect(submit.disabled).toBe(false);
  });

  it("Cancel clears the text and goes back to the question", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "No" }));
    await user.type(screen.getByRole("textbox"), "Too long");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.getByRole("button", { name: "Yes" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "No" }));
    expect((screen.getByRole("textbox") as HTMLTextAreaElement).value).toBe("");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("Submit posts the trimmed comment and closes", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "No" }));
    await user.type(screen.getByRole("textbox"), "  Say more about permits  ");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect((await screen.findByRole("status")).textContent).toBe("Thanks for your feedback!");
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(sentBodies()).toEqual([
      {
        url: "/api/feedback",
        method: "POST",
        body: { page: "Home Charger Installation", helpful: false, comment: "Say more about permits" },
      },
    ]);
  });

  it("a failed POST shows the server's message and keeps the text", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: "Too many feedback answers. Please try again in a few minutes." }), {
        status: 429,
      }),
    );
    const user = setup();
    await user.click(screen.getByRole("button", { name: "No" }));
    await user.type(screen.getByRole("textbox"), "Missing my utility");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many feedback answers. Please try again in a few minutes.",
    );
    const box = screen.getByRole("textbox") as HTMLTextAreaElement;
    expect(box.value).toBe("Missing my utility");
    expect(screen.queryByRole("status")).toBeNull();
    // The retry goes through once the server accepts it.
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Thanks for your feedback!"));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("a failed Yes brings the question back with a generic message", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Yes" }));
    expect((await screen.findByRole("alert")).textContent).toBe("We couldn't send your feedback. Please try again.");
    expect(screen.queryByRole("status")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Thanks for your feedback!"));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
