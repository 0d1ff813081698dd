// "Share" control: copies the link, then opens the share sheet where there is one; otherwise the
// label becomes "Link copied to clipboard!" for 2 seconds (spec §4).
import { useEffect, useRef, useState } from "react";
import { copyThenShare, shareOrCopy, type ShareContent } from "../lib/share";
import * as m from "../../domain/i18n/messages";

export const COPIED_MS = 2000;

interface ShareButtonProps {
  /** Built on click so the link reflects the latest state. */
  getContent: () => ShareContent;
  /** Default: "Share this guide". */
  label?: string;
  /** "copy-first" for reports and guides, "sheet-first" for the dashboard. */
  strategy?: "copy-first" | "sheet-first";
  className?: string;
  disabled?: boolean;
  title?: string;
}

export function ShareButton({
  getContent,
  label,
  strategy = "copy-first",
  className = "button button--secondary",
  disabled,
  title,
}: ShareButtonProps) {
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copied = m.shell_share_copied();
  const onClick = async () => {
    const content = getContent();
    const result = strategy === "copy-first" ? await copyThenShare(content) : await shareOrCopy(content);
    if (result === "shared") return;
    setStatus(result);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setStatus("idle"), COPIED_MS);
  };

  return (
    <>
      <button type="button" className={className} onClick={onClick} disabled={disabled} title={title}>
        {status === "copied" ? copied : status === "failed" ? m.shell_share_failed() : (label ?? m.shell_share_guide())}
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {status === "copied" ? copied : ""}
      </span>
    </>
  );
}
