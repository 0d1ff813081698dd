// The validators on a tiny app: handlers get the parsed value; failures are one clear 400.
import { Hono } from "hono";
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env";
import "../http-errors"; // English zod messages, as in the Worker
import { invalidJsonMessage, validJson, validQuery } from "./validate";

const Body = z.strictObject({ name: z.string().check(z.trim(), z.minLength(1, "Enter a name")), count: z.optional(z.number()) });
const Query = z.object({ page: z.optional(z.string().check(z.regex(/^\d+$/, "Use a page number"))) });

const app = new Hono<AppEnv>()
  .post("/body", validJson(Body), (c) => c.json({ got: c.req.valid("json") }))
  .get("/query", validQuery(Query), (c) => c.json({ got: c.req.valid("query") }));

const post = (body: string, type = "application/json") =>
  app.request("/body", { method: "POST", headers: { "content-type": type }, body });

describe("validJson", () => {
  it("hands the handler the parsed, transformed value", async () => {
    const response = await post(JSON.stringify({ name: "  Ana ", count: 2 }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ got: { name: "Ana", count: 2 } });
  });

  it.each([
    ["{name:", invalidJsonMessage()],
    ["", invalidJsonMessage()],
    [JSON.stringify({ name: " " }), "name: Enter a name"],
    [JSON.stringify({ name: "A", extra: true }), 'Unrecognized key: "extra"'],
    [JSON.stringify({ name: "A", count: "2" }), "count: Invalid input: expected number, received string"],
  ])("refuses %j with 400: %s", async (body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(message);
  });
});

describe("validQuery", () => {
  it("passes a valid query and refuses an invalid one with the field's message", async () => {
    expect(await (await app.request("/query?page=3")).json()).toEqual({ got: { page: "3" } });
    expect(await (await app.request("/query")).json()).toEqual({ got: {} });
    const bad = await app.request("/query?page=three");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe("page: Use a page number");
    // A repeated name is an array, which a string field refuses.
    expect((await app.request("/query?page=1&page=2")).status).toBe(400);
  });
});
