// Network names as people read them. AFDC spells some networks as codes (SHELL_RECHARGE, RED_E);
// we only reformat the code (underscores → spaces, capitalised words), never rename a network.

import * as m from "../i18n/messages";

const KEEP_AS_IS = /[a-z]/; // "ChargePoint Network", "eVgo Network", "Enel X Way" are already names

export function networkDisplayName(afdcName: string): string {
  const name = afdcName.trim();
  if (name === "") return m.stations_unknown_network();
  if (KEEP_AS_IS.test(name)) return name;
  return name
    .split("_")
    .filter(Boolean)
    .map((word) => (word.length <= 4 && !/[AEIOU]/.test(word.slice(1)) ? word : word[0] + word.slice(1).toLowerCase()))
    .join(" ");
}

/** Only http(s) links from the data are shown; anything else counts as "no website". */
export function safeWebsite(url: string): string | null {
  return /^https?:\/\/[^\s"<>]+$/i.test(url.trim()) ? url.trim() : null;
}
