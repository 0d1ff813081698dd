// zod's English messages for the Worker, loaded once for its side effect (worker/http-errors.ts
// imports it, and every route imports that). zod/mini ships no messages ("Invalid input"); API
// errors quote them ('Unrecognized key: "admin"', "count: Invalid input: expected number, received
// string"). The browser bundle skips the locale: UI messages are our own. This is the one module
// that imports zod without declaring a schema, because setting the locale is a zod call and zod is
// imported only by *.schema.ts modules (tools/lint); the message formatting needs only zod's types
// and lives in worker/http-errors.ts.
import * as z from "zod/mini";
import { en } from "zod/locales";

z.config(en());
