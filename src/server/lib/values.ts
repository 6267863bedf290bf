import { randomBytes } from "node:crypto";
import { slugify as slugifyText } from "#shared/slug.ts";

/** Forms send "" for an empty optional field; the database keeps NULL. */
export function blankToNull<T>(value: T | "" | null | undefined): T | null {
  return value === "" || value === undefined ? null : value;
}

export function dateOrNull(value: string | null | undefined): Date | null {
  return value ? new Date(value) : null;
}

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** kebab-case from any title; non-Latin titles that leave nothing get a short random slug. */
export function slugify(text: string): string {
  return slugifyText(text) || `item-${randomBytes(4).toString("hex")}`;
}

export function pageWindow(query: { page: number; pageSize: number }) {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

/** Escapes LIKE wildcards so user text matches literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

export const isUuid = (value: string) => /^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$/i.test(value);
