// Step 3 on phones: "Next steps" unlocks once the person has scrolled past 600 px or 30% of the
// page (spec §4). Listens only while `active` (scroll tracking only in step 3) and stays unlocked.
import { useEffect, useState } from "react";
import { scrolledFarEnough } from "../../../../domain/wizard/rules";

export function useScrollUnlock(active: boolean): boolean {
  const [unlocked, setUnlocked] = useState(false);

  useEffect(() => {
    if (!active) return;
    const check = () => {
      const page = document.documentElement.scrollHeight;
      if (scrolledFarEnough(window.scrollY, page, window.innerHeight)) setUnlocked(true);
    };
    // The page may still be growing (cards rendering) or restored mid-page: check after layout too.
    const frame = window.requestAnimationFrame(check);
    window.addEventListener("scroll", check, { passive: true });
    window.addEventListener("resize", check);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener("scroll", check);
      window.removeEventListener("resize", check);
      setUnlocked(false); // leaving step 3: coming back means scrolling through the plan again
    };
  }, [active]);

  return active && unlocked;
}
