// The request and response shapes of team-contracts: the API validates with them (and documents them in
// OpenAPI), the portal types its endpoints with them. Add each shape as a zod schema with its type,
// e.g. `export const thingSchema = z.object({ id: z.uuid(), name: text() }); export type Thing =
// z.output<typeof thingSchema>;` (every string is `text()` of ./text), and its path in paths.ts.
export {};
