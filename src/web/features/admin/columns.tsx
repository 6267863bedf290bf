import type { ReactNode } from "react";
import { StatusBadge } from "../../components/admin/status-badge.tsx";
import type { Column, Filter } from "./resource-list.tsx";

/** The Status filter the publishable lists offer first. */
export const statusFilter = (options: Filter["options"]): Filter => ({
  name: "status",
  label: "Status",
  options,
});

/** The item's name first, its header sorting by title. */
export const titleColumn = <T,>(render: (item: T) => ReactNode): Column<T> => ({
  label: "Title",
  sort: "title",
  render,
});

/** The item's state as a badge: `status` picks the word, e.g. "scheduled" for a future post. */
export const statusColumn = <T,>(status: (item: T) => string): Column<T> => ({
  label: "Status",
  render: (item) => <StatusBadge status={status(item)} />,
});

/** A date kept on one line, so the table's other columns wrap instead. */
export const dateColumn = <T,>(
  label: string,
  render: (item: T) => ReactNode,
  sort?: string,
): Column<T> => ({ label, sort, render, className: "whitespace-nowrap" });

/** When the item was last saved, newest or oldest first from its header. */
export const updatedColumn = <T extends { updatedAt: string }>(
  format: (iso: string) => ReactNode,
): Column<T> => dateColumn("Updated", (item) => format(item.updatedAt), "updatedAt");
