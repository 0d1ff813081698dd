// zod's own messages for the Worker, loaded once for its side effect (worker/http-errors.ts
// imports it, and every route imports that). zod/mini ships no messages ("Invalid input"); API
// errors quote them ('Unrecognized key: "admin"', "count: Invalid input: expected number, received
// string"). zod's config is global but a Worker answers many requests at once, each in its own
// language (worker/i18n.ts), so the map picks zod's English or Spanish words per issue, as the
// issue is reported. Our schemas' own messages are catalogue messages (e.g. dealers.schema.ts).
// The browser bundle skips this: UI messages are our own. This is the one module that imports
// zod without declaring a schema, because setting the locale is a zod call and zod is imported
// only by *.schema.ts modules (tools/lint); the message formatting needs only zod's types and
// lives in worker/http-errors.ts.
import * as z from "zod/mini";
import { en, es } from "zod/locales";
import { getLocale } from "../domain/i18n/runtime";

const english = en().localeError;
const spanish = es().localeError;

z.config({ localeError: (issue) => (getLocale() === "es" ? spanish : english)(issue) });
