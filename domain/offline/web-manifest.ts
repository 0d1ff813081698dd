// The web manifest of each language (issues 29 and 30, docs/decisions/0018 and 0020), written at
// build by scripts/build-sw.mjs: a person who installs PlugPlan from a Spanish page gets a Spanish
// app that opens on the Spanish plan. Its words live in the catalogue beside this file.
import { LANGUAGE_TAG, localizePath, type Locale } from "../i18n/locale";
import * as m from "../i18n/messages";
import { routeById } from "../routes";

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: "any" | "maskable";
}

/** What every language's manifest shares: the app's icons and colours. */
export interface ManifestLook {
  icons: ManifestIcon[];
  themeColor: string;
  backgroundColor: string;
}

export interface WebManifest {
  lang: string;
  name: string;
  short_name: string;
  description: string;
  id: string;
  start_url: string;
  scope: string;
  display: "standalone";
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

export function webManifest(locale: Locale, look: ManifestLook): WebManifest {
  const home = localizePath("/", locale);
  return {
    lang: LANGUAGE_TAG[locale],
    name: m.manifest_name({}, { locale }),
    short_name: m.manifest_short_name({}, { locale }),
    description: m.manifest_description({}, { locale }),
    // Each language is an app of its own: installing the Spanish one leaves an English install (and
    // its id "/", which existing installs carry) alone. Ids end in "/" as the English one does.
    id: home.endsWith("/") ? home : `${home}/`,
    start_url: localizePath(routeById("charging-plan").path, locale),
    // The whole site, in either language: the language switch and links between languages stay in
    // the installed app instead of leaving it for a browser tab.
    scope: "/",
    display: "standalone",
    theme_color: look.themeColor,
    background_color: look.backgroundColor,
    icons: look.icons,
  };
}
