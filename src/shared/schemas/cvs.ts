import { z } from "zod";

/** CVs a member keeps on file; she picks one (the default first) when she applies. */
export const CVS_MAX = 3;
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_FORMATS = ["pdf", "docx"] as const;

export const cv = z.object({
  id: z.uuid(),
  name: z.string().describe("Her file's name, cleaned; shown to people, never used as a path."),
  format: z.enum(CV_FORMATS).describe("What the bytes are, whatever the name said."),
  size: z.number().int().describe("Bytes."),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type Cv = z.infer<typeof cv>;

export const cvList = z.object({ items: z.array(cv) });

export const fileLink = z.object({
  url: z.string().describe("Downloads the file without a token until expiresAt."),
  expiresAt: z.string(),
});

export const signedFileQuery = z.object({
  expires: z.coerce.number().int().optional(),
  signature: z.string().max(100).optional(),
});
