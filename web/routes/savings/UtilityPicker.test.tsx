// The "My utility" picker and the request form, with fetch mocked at the network boundary.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocaleSource } from "../../../domain/i18n/runtime";
import type { UtilityStart } from "../../../domain/rates/utility-choice";
import { THANK_YOU_MS, UtilityPicker, type UtilitySelection } from "./UtilityPicker";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: true }), { status: 201 }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Harness({ start, zip = "", outsideCalifornia }: { start: UtilityStart; zip?: string; outsideCalifornia?: boolean }) {
  const [value, setValue] = useState<UtilitySelection | null>(
    start.kind === "selected" ? start.key : start.kind === "unsupported" ? (start.key ?? "outside") : null,
  );
  return <UtilityPicker start={start} zip={zip} value={value} onChange={setValue} {...(outsideCalifornia !== undefined ? { outsideCalifornia } : {})} />;
}

/** Lets the mocked fetch and response parsing settle (fake timers do not move on their own). */
async function flush() {
  for (let i = 0; i < 10; i++) await act(async () => await Promise.resolve());
}

describe("UtilityPicker", () => {
  it("a split ZIP asks which utility and lists both", () => {
    render(<Harness start={{ kind: "pick", candidates: ["SCE", "AMP"] }} zip="92501" />);
    expect(screen.getByRole("group", { name: /ZIP code 92501 is served by more than one utility/ })).toBeTruthy();
    // One utility picker on the screen at a time: the question, not the question and the menu.
    expect(screen.queryByLabelText("My utility")).toBeNull();
    fireEvent.click(screen.getByLabelText("A city or public utility"));
    expect((screen.getByLabelText("My utility") as HTMLSelectElement).value).toBe("AMP");
    expect(screen.queryByRole("group", { name: /served by more than one utility/ })).toBeNull();
  });

  it("request form: disabled when blank, sends trimmed name + ZIP, thanks for 2 s, then resets to PG&E", async () => {
    render(<Harness start={{ kind: "selected", key: "PG&E", reason: "no-zip" }} zip="95240" />);
    fireEvent.change(screen.getByLabelText("My utility"), { target: { value: "custom" } });
    const submit = screen.getByRole("button", { name: "Submit" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("Utility name"), { target: { value: "   " } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("Utility name"), { target: { value: "  Lodi Electric  " } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe("/api/utility-submissions");
    expect(JSON.parse(String(init?.body))).toEqual({ utilityName: "Lodi Electric", zipCode: "95240" });
    expect(screen.getByText("Thank you!")).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(THANK_YOU_MS - 10);
    });
    expect(screen.getByText("Thank you!")).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(20);
    });
    expect(screen.queryByText("Thank you!")).toBeNull();
    expect(screen.queryByLabelText("Utility name")).toBeNull();
    expect((screen.getByLabelText("My utility") as HTMLSelectElement).value).toBe("PG&E");
    fireEvent.change(screen.getByLabelText("My utility"), { target: { value: "custom" } });
    expect((screen.getByLabelText("Utility name") as HTMLInputElement).value).toBe("");
  });

  it("a failed request is logged and the form stays open with the name", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: "Too many" }), { status: 429 }));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    render(<Harness start={{ kind: "selected", key: "PG&E", reason: "no-zip" }} />);
    fireEvent.change(screen.getByLabelText("My utility"), { target: { value: "custom" } });
    fireEvent.change(screen.getByLabelText("Utility name"), { target: { value: "Lodi" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await flush();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ utilityName: "Lodi", zipCode: null });
    expect(log).toHaveBeenCalledWith("Utility submission failed", expect.anything());
    expect(screen.queryByText("Thank you!")).toBeNull();
    expect((screen.getByLabelText("Utility name") as HTMLInputElement).value).toBe("Lodi");
    expect((screen.getByLabelText("My utility") as HTMLSelectElement).value).toBe("custom");
    log.mockRestore();
  });

  it("in California the list says its utilities are California's", () => {
    render(<Harness start={{ kind: "selected", key: "SDGE", reason: "zip" }} zip="92101" />);
    const group = document.querySelector("optgroup")!;
    expect(group.label).toBe("California utilities with rate plans");
    expect([...group.querySelectorAll("option")].map((o) => o.textContent)).toContain("SDG&E (San Diego Gas & Electric)");
    expect(screen.getByTestId("utility-coverage").textContent).toBe("We compare rate plans for the California utilities listed.");
  });

  it("outside California (Brooklyn 11215) no California utility is offered, and the page says why", async () => {
    const { container } = render(<Harness start={{ kind: "unsupported", key: null }} zip="11215" outsideCalifornia />);
    const options = [...(screen.getByLabelText("My utility") as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options).toEqual(["Another utility (outside our coverage)", "I don't see my utility"]);
    expect(screen.getByTestId("utility-coverage").textContent).toBe("This side-by-side comparison covers some California utilities only; what we know of your utility is above.");
    for (const word of ["PG&E", "SCE", "SDG&E", "LADWP"]) expect(container.textContent).not.toContain(word);
    // After a request, the picker goes back to "outside our coverage", never to PG&E.
    fireEvent.change(screen.getByLabelText("My utility"), { target: { value: "custom" } });
    fireEvent.change(screen.getByLabelText("Utility name"), { target: { value: "Con Edison" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await flush();
    await act(async () => {
      vi.advanceTimersByTime(THANK_YOU_MS + 10);
    });
    expect((screen.getByLabelText("My utility") as HTMLSelectElement).value).toBe("outside");
  });
});

describe("UtilityPicker on a Spanish page", () => {
  afterEach(() => setLocaleSource(() => "en"));

  it("describes the public-utility choice in Spanish and keeps the utilities' own names", () => {
    setLocaleSource(() => "es");
    render(<Harness start={{ kind: "pick", candidates: ["SCE", "AMP"] }} zip="92501" />);
    expect(screen.getByLabelText("SCE (Southern California Edison)")).toBeTruthy();
    fireEvent.click(screen.getByLabelText("Una compañía de luz municipal o pública"));
    const select = screen.getByRole("combobox") as HTMLSelectElement;
    expect(select.value).toBe("AMP");
    expect(select.selectedOptions[0]!.textContent).toBe("Una compañía de luz municipal o pública");
    expect(screen.queryByText("A city or public utility")).toBeNull();
  });
});
