// The Home Charger Installation guide. One component serves both routes: the task page
// (/charging-plan/home-charger, completes → /charging-plan) and the standalone SEO page
// (/home-ev-charger-installation-guide, completes → /, persisted only when signed in).
import type { PageProps } from "../../../../domain/routes";
import { lazy, Suspense, useEffect, useState } from "react";
import { encodeGuideState, homeChargerShareTitle } from "../../../../domain/chargers/guide-state";
import * as m from "../../../../domain/i18n/messages";
import type { HomeSetup } from "../../../../domain/contracts/progress.schema";
import { FeedbackWidget } from "../../../components/FeedbackWidget";
import { GuideFooter } from "../../../components/guide/GuideFooter";
import { ShareButton } from "../../../components/ShareButton";
import { HardwireComparison } from "./HardwireComparison";
import { HouseholdOutletSetup } from "./HouseholdOutletSetup";
import { SetupSelector } from "./SetupSelector";
import { useGuideState } from "./useGuideState";
import { lazyWithPreload } from "../../../lib/lazy-with-preload";
import { afterFirstInteraction } from "../../../lib/first-interaction";
import "../../../components/ui/radio-cards.css";
import "./home-charger.css";

// The household-outlet setup (the default answer) ships with the page; the 240V outlet and
// existing Level 2 setups load when chosen, and the charger list (with the product data) right
// after the first render, so the first load stays within the page budget.
const loadOutletSetup = () => import("./OutletSetup");
const loadExistingLevel2Setup = () => import("./ExistingLevel2Setup");
const ChargerRecommendations = lazyWithPreload(
  () => import("./ChargerRecommendations").then((module) => ({ default: module.ChargerRecommendations })),
  { inPrerender: true },
);
// "How to hire an installer": its own chunk, part of the prerendered page (loaded before hydration).
const HireAnInstaller = lazyWithPreload(() => import("./HireAnInstaller"), { inPrerender: true });
const OutletSetup = lazy(() => loadOutletSetup().then((module) => ({ default: module.OutletSetup })));
const ExistingLevel2Setup = lazy(() => loadExistingLevel2Setup().then((module) => ({ default: module.ExistingLevel2Setup })));

function SetupLoading() {
  return (
    <p className="page-loading" role="status" aria-live="polite">
      {m.guide_home_loading_setup()}
    </p>
  );
}

export default function HomeChargerPage({ mode = "task" }: PageProps) {
  const { state, update, fromSharedLink, fromPlan, readingSharedLink } = useGuideState();
  // Fetch the other setups at the first key or tap, so switching answers doesn't wait on the network
  // and a visitor who only reads never downloads them (web/lib/first-interaction.ts).
  useEffect(
    () =>
      afterFirstInteraction(() => {
        loadOutletSetup().catch(() => undefined);
        loadExistingLevel2Setup().catch(() => undefined);
      }),
    [],
  );
  const [noticeVisible, setNoticeVisible] = useState(true);
  // Separate open states for the 240V and Level 2 installer cards (spec §4).
  const [installersOpen, setInstallersOpen] = useState<Record<"240v" | "level2", boolean>>({ "240v": false, level2: false });
  const zipProps = { zip: state.zipCode, onZipChange: (zipCode: string) => update({ zipCode }) };

  const shareContent = () => {
    const url = new URL(window.location.pathname, window.location.origin);
    url.searchParams.set("data", encodeGuideState(state));
    return { url: url.toString(), title: homeChargerShareTitle(), text: m.guide_home_share_text() };
  };

  return (
    <article className="home-charger">
      <header className="page-header">
        <h1>{m.guide_home_title()}</h1>
        <p className="page-header__lead">{m.guide_home_lead()}</p>
        {fromSharedLink ? (
          <p className="alert" role="status">
            {m.guide_home_shared_notice()}
          </p>
        ) : readingSharedLink ? (
          <p className="alert" role="status">
            {m.guide_home_opening_shared()}
          </p>
        ) : null}
      </header>

      <div className="stack">
        <SetupSelector value={state.homeSetup} onChange={(homeSetup: HomeSetup) => update({ homeSetup })} />

        {state.homeSetup === "level1" ? (
          <HouseholdOutletSetup noticeVisible={noticeVisible} onDismissNotice={() => setNoticeVisible(false)} {...zipProps} />
        ) : null}
        <Suspense fallback={<SetupLoading />}>
          {state.homeSetup === "240v" ? (
            <OutletSetup
              outlet={state.outlet}
              onOutletChange={(outlet) => update({ outlet })}
              otherOutlets={state.otherOutlets}
              onOtherOutletsChange={(otherOutlets) => update({ otherOutlets })}
              sharedOutlet={state.sharedOutlet}
              onSharedOutletChange={(sharedOutlet) => update({ sharedOutlet })}
              installersOpen={installersOpen["240v"]}
              onInstallersOpenChange={(open) => setInstallersOpen((previous) => ({ ...previous, "240v": open }))}
              {...zipProps}
            />
          ) : null}
          {state.homeSetup === "level2" ? (
            <ExistingLevel2Setup
              installed={!fromPlan}
              installersOpen={installersOpen.level2}
              onInstallersOpenChange={(open) => setInstallersOpen((previous) => ({ ...previous, level2: open }))}
              {...zipProps}
            />
          ) : null}
        </Suspense>

        <Suspense
          fallback={
            <p className="page-loading" role="status" aria-live="polite">
              {m.guide_home_loading_hire()}
            </p>
          }
        >
          <HireAnInstaller setup={state.homeSetup} zip={state.zipCode} />
        </Suspense>

        <Suspense
          fallback={
            <p className="page-loading" role="status" aria-live="polite">
              {m.guide_home_loading_chargers()}
            </p>
          }
        >
          <ChargerRecommendations setup={state.homeSetup} outlet={state.homeSetup === "240v" ? state.outlet : null} />
        </Suspense>
        <HardwireComparison />

        <div className="home-charger__share">
          <ShareButton getContent={shareContent} />
        </div>
        <FeedbackWidget page="Home Charger Installation" />
      </div>

      <GuideFooter task="homeCharger" mode={mode} />
    </article>
  );
}
