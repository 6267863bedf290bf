import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useBlocker, useNavigate } from "react-router";
import type { z } from "zod";
import { api, describeError } from "../../lib/api-client.ts";
import { type FieldErrors, serverFieldErrors, validate } from "../../lib/form-errors.ts";
import { useToast } from "./toast.tsx";
import { useApiQuery, useSessionExpiry } from "./use-api.ts";

type Options<V, Item> = {
  /** "companies" → /api/companies and back to /admin/companies. */
  resource: string;
  noun: string;
  id?: string;
  empty: V;
  fromItem: (item: Item) => V;
  toPayload: (values: V) => unknown;
  schema: z.ZodType;
  describe: (values: V) => string;
};

/**
 * New and edit for one entity: loads the item, validates with the shared zod schema as the
 * admin types (errors shown once a field was left or a save tried), shows the server's own
 * field errors (e.g. a slug conflict), warns before leaving unsaved changes, and saves.
 */
export function useResourceForm<V extends Record<string, unknown>, Item>(
  options: Options<V, Item>,
) {
  const { resource, noun, id, empty, fromItem, toPayload, schema, describe } = options;
  const loaded = useApiQuery<Item>(id ? `/${resource}/${id}` : null);
  const [values, setValues] = useState<V>(empty);
  const [initial, setInitial] = useState<V>(empty);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** Counts saves refused for invalid fields: each one sends focus to the first of them. */
  const [refusals, setRefusals] = useState(0);
  /** The item as the server last answered it: loaded, then as publishing left it. */
  const [item, setItem] = useState<Item | null>(null);
  const saved = useRef(false);
  const navigate = useNavigate();
  const toast = useToast();
  const onExpired = useSessionExpiry();

  /** Starts the form over from the item as stored (after a load, or a publish elsewhere). */
  const replaceItem = useCallback(
    (stored: Item) => {
      const start = fromItem(stored);
      setItem(stored);
      setValues(start);
      setInitial(start);
    },
    [fromItem],
  );
  useEffect(() => {
    if (loaded.data) replaceItem(loaded.data);
  }, [loaded.data, replaceItem]);

  const clientErrors = useMemo(() => {
    const result = validate(schema, toPayload(values));
    return result.ok ? {} : result.errors;
  }, [schema, toPayload, values]);

  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(clientErrors)) {
    if (submitted || touched.has(field)) errors[field] = message;
  }
  Object.assign(errors, serverErrors);

  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const setField = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field as string]: _gone, ...rest }) => rest);
  }, []);
  const touch = useCallback(
    (field: string) => setTouched((current) => new Set(current).add(field)),
    [],
  );
  /** The props that tie a field control to one value: `<TextInput label="Title" {...bind("title")} />`. */
  const bind = <K extends keyof V & string>(field: K) => ({
    name: field,
    value: values[field],
    onChange: (value: V[K]) => setField(field, value),
    onBlur: () => touch(field),
    error: errors[field],
  });

  async function save() {
    setSubmitted(true);
    setFormError(null);
    if (Object.keys(clientErrors).length > 0) {
      setFormError("Please correct the fields marked below.");
      setRefusals((count) => count + 1);
      return;
    }
    setSaving(true);
    try {
      const payload = toPayload(values);
      if (id) await api.put(`/${resource}/${id}`, payload);
      else await api.post(`/${resource}`, payload);
      saved.current = true;
      toast.success(`Saved ${noun} “${describe(values)}”.`);
      navigate(`/admin/${resource}`);
    } catch (error) {
      if (onExpired(error)) return;
      setServerErrors(serverFieldErrors(error));
      setFormError(describeError(error));
      setRefusals((count) => count + 1);
    } finally {
      setSaving(false);
    }
  }

  return {
    values,
    setField,
    touch,
    bind,
    errors,
    formError,
    saving,
    save,
    refusals,
    loading: loaded.loading,
    loadError: loaded.error,
    blocker,
    item,
    replaceItem,
    dirty,
  };
}
