import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageSwitch } from "./LanguageSwitch";

afterEach(() => {
  vi.restoreAllMocks();
});

function browserLanguages(languages: string[]) {
  vi.spyOn(window.navigator, "languages", "get").mockReturnValue(languages);
}

function setup(url: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[url]}>
      <LanguageSwitch />
    </MemoryRouter>,
  );
  return user;
}

// The offer's code is its own chunk: allow for its first load in the test runner.
const findOffer = (name: string) => screen.findByRole("region", { name }, { timeout: 10_000 });

// Following the offer is a full page load (reloadDocument): e2e/language-offer.spec.ts follows it.
describe("LanguageSwitch's offer of the other language", () => {
  it("a Spanish browser on an English page is offered the same page, query and hash in Spanish, in Spanish", async () => {
    browserLanguages(["es-US", "en-US"]);
    setup("/shared-plan?data=abc#money");
    const offer = await findOffer("Esta página en español");
    expect(offer.getAttribute("lang")).toBe("es-US");
    expect(offer.textContent).toContain("¿Prefiere leer en español?");
    const link = screen.getByRole("link", { name: "Ver esta página en español" });
    expect(link.getAttribute("href")).toBe("/es/shared-plan?data=abc#money");
    // The same place the header's switch leads to.
    expect(screen.getByRole("link", { name: "Read this page in Spanish" }).getAttribute("href")).toBe("/es/shared-plan?data=abc#money");
  });

  it("comes after the switch for the keyboard and never takes the focus itself", async () => {
    browserLanguages(["es-US"]);
    const user = setup("/about");
    await findOffer("Esta página en español");
    expect(document.activeElement).toBe(document.body);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Read this page in Spanish" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Ver esta página en español" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "No, gracias: seguir en inglés" }));
  });

  it("closing it remembers this page's language, so it goes and stays gone; the keyboard returns to the switch", async () => {
    browserLanguages(["es-US"]);
    const user = setup("/about");
    await findOffer("Esta página en español");
    await user.tab();
    await user.tab();
    await user.tab();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("region")).toBeNull();
    expect(localStorage.getItem("plugplan-language")).toBe("en");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Read this page in Spanish" }));
  });

  it("Escape closes it too, from a remembered choice as well", async () => {
    browserLanguages(["en-US"]);
    localStorage.setItem("plugplan-language", "es");
    const user = setup("/about");
    await findOffer("Esta página en español");
    screen.getByRole("link", { name: "Ver esta página en español" }).focus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("region")).toBeNull();
    expect(localStorage.getItem("plugplan-language")).toBe("en");
  });

  it("a remembered English on a Spanish page offers the English page, in English", async () => {
    browserLanguages(["es-US"]);
    localStorage.setItem("plugplan-language", "en");
    setup("/es/charging-plan");
    const offer = await findOffer("This page in English");
    expect(offer.getAttribute("lang")).toBe("en-US");
    expect(screen.getByRole("link", { name: "Read this page in English" }).getAttribute("href")).toBe("/charging-plan");
  });

  it("offers nothing to an English browser, on a Spanish page reached without a choice, or in the language chosen", async () => {
    browserLanguages(["en-US", "es-US"]);
    setup("/about");
    browserLanguages(["es-US"]);
    setup("/es/about");
    localStorage.setItem("plugplan-language", "en");
    setup("/charging-plan");
    // Give a lazily loaded offer every chance to appear before saying it did not.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryAllByRole("region")).toEqual([]);
    expect(screen.getAllByRole("link")).toHaveLength(3);
  });

  it("a choice made in another tab takes effect here", async () => {
    browserLanguages(["en-US"]);
    setup("/about");
    expect(screen.queryByRole("region")).toBeNull();
    localStorage.setItem("plugplan-language", "es");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "plugplan-language", newValue: "es" }));
    });
    await findOffer("Esta página en español");
  });

  it("is never in the server's HTML, whatever the browser and the choice: the prerender is the same for everyone", () => {
    browserLanguages(["es-US"]);
    localStorage.setItem("plugplan-language", "es");
    const html = renderToString(
      <MemoryRouter initialEntries={["/about"]}>
        <LanguageSwitch />
      </MemoryRouter>,
    );
    expect(html).not.toContain("language-offer");
    expect(html).toContain('href="/es/about"');
  });
});
