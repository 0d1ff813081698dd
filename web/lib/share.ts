// Sharing: copy the link to the clipboard and/or open the device share sheet.

export interface ShareContent {
  url: string;
  title: string;
  text?: string;
}

export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Opens the native share sheet when the device has one. False when unavailable or dismissed. */
export async function openShareSheet(content: ShareContent): Promise<boolean> {
  const data = { url: content.url, title: content.title, text: content.text };
  if (typeof navigator.share !== "function" || (navigator.canShare && !navigator.canShare(data))) return false;
  try {
    await navigator.share(data);
    return true;
  } catch {
    return false; // dismissed by the person, or blocked
  }
}

/**
 * Copy first, then the share sheet (report and guide shares, spec §4). Returns what happened so the
 * caller can show "Link copied to clipboard!" when no sheet opened.
 */
export async function copyThenShare(content: ShareContent): Promise<"shared" | "copied" | "failed"> {
  const copied = await copyToClipboard(content.url);
  if (await openShareSheet(content)) return "shared";
  return copied ? "copied" : "failed";
}

/** Share sheet when available, otherwise copy (dashboard share, spec §4). */
export async function shareOrCopy(content: ShareContent): Promise<"shared" | "copied" | "failed"> {
  if (await openShareSheet(content)) return "shared";
  return (await copyToClipboard(content.url)) ? "copied" : "failed";
}
