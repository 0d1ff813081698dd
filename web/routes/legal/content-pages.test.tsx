// Home, About, Terms, Privacy and 404 in happy-dom: spec'd labels, links and the FAQ behaviour.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { aboutFaq } from "../../../domain/content/about-faq";
import { LEGAL_LAST_UPDATED } from "../../../domain/content/legal";
import { privacySections } from "../../../domain/content/privacy";
import { termsSections } from "../../../domain/content/terms";
import HomePage from "../home/HomePage";
import { NotFound as NotFoundPage } from "../../components/layout/NotFound";
import AboutPage from "./AboutPage";
import PrivacyPage from "./PrivacyPage";
import TermsPage from "./TermsPage";

// English (the default language in tests).
const ABOUT_FAQ = aboutFaq();
const TERMS_SECTIONS = termsSections();
const PRIVACY_SECTIONS = privacySections();

const inRouter = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

afterEach(() => {
  document.head.querySelectorAll('meta[name^="plugplan:"]').forEach((m) => m.remove());
});

describe("HomePage", () => {
  it("shows the landing promise", () => {
    inRouter(<HomePage />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("What's your charging plan?");
    expect(
      screen.getByText(
        "Driving electric is easier than you think. Get a custom plan in minutes with installer and equipment recommendations. No personal info required.",
      ),
    ).toBeTruthy();
  });

  it("has the three cards with their buttons and targets", () => {
    inRouter(<HomePage />);
    const cards = within(screen.getByRole("list", { name: "Ways to get started" })).getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    const expected = [
      ["Your charging plan", "Get plugged in", "/charging-plan"],
      ["EV Savings Calculator", "See your savings", "/ev-gas-savings-calculator"],
      ["EV vs Hybrid", "Get your match", "/ev-phev-hybrid-recommender"],
    ];
    cards.forEach((card, index) => {
      const [title, action, href] = expected[index]!;
      expect(within(card).getByRole("heading", { level: 2 }).textContent).toBe(title);
      expect(within(card).getByRole("link", { name: action }).getAttribute("href")).toBe(href);
    });
  });
});

describe("AboutPage", () => {
  it("lists the seven questions, all closed at first", () => {
    inRouter(<AboutPage />);
    const toggles = ABOUT_FAQ.map((entry) => screen.getByRole("button", { name: entry.question }));
    expect(toggles).toHaveLength(7);
    for (const toggle of toggles) expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("opens several answers at once and closes them independently", async () => {
    const user = userEvent.setup();
    inRouter(<AboutPage />);
    const [first, second] = [ABOUT_FAQ[0]!, ABOUT_FAQ[3]!];
    const a = screen.getByRole("button", { name: first.question });
    const b = screen.getByRole("button", { name: second.question });
    await user.click(a);
    await user.click(b);
    expect(a.getAttribute("aria-expanded")).toBe("true");
    expect(b.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText(first.answer)).toBeTruthy();
    expect(screen.getByText(second.answer)).toBeTruthy();
    await user.click(a);
    expect(a.getAttribute("aria-expanded")).toBe("false");
    expect(b.getAttribute("aria-expanded")).toBe("true");
    expect(document.getElementById(a.getAttribute("aria-controls")!)!.hidden).toBe(true);
  });

  it("links Get Started to the charging plan", () => {
    inRouter(<AboutPage />);
    expect(screen.getByRole("link", { name: "Get Started" }).getAttribute("href")).toBe("/charging-plan");
  });
});

describe("legal pages", () => {
  it.each([
    ["Terms of Service", TermsPage, TERMS_SECTIONS.length, 9],
    ["Privacy Policy", PrivacyPage, PRIVACY_SECTIONS.length, 8],
  ] as const)("%s: title, last updated date, numbered sections", (title, Page, sections, spec) => {
    expect(sections).toBe(spec);
    inRouter(<Page />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(title);
    expect(screen.getByText(LEGAL_LAST_UPDATED.label).getAttribute("datetime")).toBe("2026-11-23");
    const regions = screen.getAllByRole("region").filter((r) => r.classList.contains("legal__section"));
    expect(regions).toHaveLength(spec);
    const toc = screen.getByRole("navigation", { name: "Sections" });
    expect(within(toc).getAllByRole("link")).toHaveLength(spec);
  });

  it("shows the configured support address as mailto links and never the raw placeholder", () => {
    const meta = document.createElement("meta");
    meta.name = "plugplan:support-email";
    meta.content = "help@example.org";
    document.head.append(meta);
    const { container } = inRouter(<PrivacyPage />);
    const mailLinks = screen.getAllByRole("link", { name: "help@example.org" });
    expect(mailLinks.length).toBeGreaterThanOrEqual(3);
    for (const link of mailLinks) expect(link.getAttribute("href")).toBe("mailto:help@example.org");
    expect(container.textContent).not.toContain("{email}");
  });

  it("falls back to the default support address", () => {
    inRouter(<TermsPage />);
    expect(screen.getAllByRole("link", { name: "support@plugplan.app" }).length).toBeGreaterThanOrEqual(2);
  });
});

describe("NotFoundPage", () => {
  it("says the page was not found and links home, to the plan and to the tools", () => {
    inRouter(<NotFoundPage />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page not found");
    const hrefs = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(
      expect.arrayContaining(["/", "/charging-plan", "/ev-gas-savings-calculator", "/ev-phev-hybrid-recommender"]),
    );
  });
});
