import { Trans as LinguiTrans, type TransProps, useLingui } from "@lingui/react";
import { createElement, Fragment } from "react";

/**
 * Lingui's `Trans`, as the macros' `<Trans>` renders it (lingui.config.ts, runtimeConfigModule).
 *
 * Lingui puts string values into the message and then reads the whole text for its `<0>…</0>`
 * tags, so a value written by someone (a job titled "<b>Sales</b>", a search for "<0>") would
 * be taken for markup: its tags dropped and an error logged on every page showing it. A value
 * that could look like a tag is handed over as an element instead, which Lingui places as it is.
 *
 * A message of plain words (no elements, no tags in the translation) is rendered as its text
 * here: Lingui's three components and its tag parser cost a page of twenty job cards some
 * tenths of a millisecond on the server, for the same text.
 */
export function Trans({ values, ...props }: TransProps) {
  const { i18n } = useLingui();
  const plainValues = Object.values(values ?? {}).every(
    (value) => typeof value === "number" || (typeof value === "string" && !value.includes("<")),
  );
  if (plainValues && !props.components && !props.render && !props.component) {
    const text = i18n._(props.id, values, { message: props.message, formats: props.formats });
    if (!text.includes("<")) return text;
  }
  let safe = values;
  for (const [key, value] of Object.entries(values ?? {})) {
    if (typeof value === "string" && value.includes("<")) {
      safe = { ...safe, [key]: createElement(Fragment, null, value) };
    }
  }
  return createElement(LinguiTrans, { ...props, values: safe });
}
