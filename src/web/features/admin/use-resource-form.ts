import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import { useBlocker, useNavigate, useParams } from "react-router";
import type { z } from "zod";
import { api } from "../../lib/api-client.ts";
import { serverFieldErrors } from "../../lib/form-errors.ts";
import { failureMessage } from "./admin-queries.tsx";
import { useFormPublishing } from "./publishing.tsx";
import type { AdminResource } from "./resources.ts";
import { useToast } from "./toast.tsx";

export type FormOptions<V extends FieldValues, Item> = AdminResource<Item> & {
  empty: V;
  fromItem: (item: Item) => V;
  /** The form's values (as its inputs hold them) → what the API takes and the schema checks. */
  toPayload: (values: V) => unknown;
  /** The entity's shared schema: the same rules and messages as the API's. */
  schema: z.ZodType;
  /** The item's name: "Saved company “<name>”.", "Edit <name>". */
  describe: (values: V) => string;
};

/** A new or edit form as its screen shows it. */
export type ResourceForm<V extends FieldValues, Item = unknown> = {
  resource: string;
  entity: string;
  /** The item edited; none for a new one. */
  id?: string;
  /** "New company", "Edit Lantern Learning". */
  title: string;
  /** The publishing bar, between the heading and the form. */
  aside: ReactNode;
  form: UseFormReturn<V>;
  /** The values as they are now, re-read on every change. */
  values: V;
  submit: () => void;
  formError: string | null;
  saving: boolean;
  /** Goes up with every save refused: FormScreen then moves focus to what to correct. */
  refusals: number;
  loading: boolean;
  loadError: string | null;
  blocker: ReturnType<typeof useBlocker>;
  /** The item as the server last answered it: loaded, then as publishing left it. */
  item: Item | null;
  dirty: boolean;
};

/** Checks what would be sent, so every message is the shared schema's, at the field it names. */
function payloadResolver<V extends FieldValues>(
  schema: z.ZodType,
  toPayload: (values: V) => unknown,
): Resolver<V> {
  const check = zodResolver(schema as z.ZodType<FieldValues, FieldValues>);
  return async (values, context, options) => {
    const { errors } = await check(toPayload(values) as FieldValues, context, options as never);
    return { values: Object.keys(errors).length === 0 ? values : {}, errors } as never;
  };
}

/**
 * New and edit for one entity: loads the item, validates with the shared zod schema (errors
 * shown once a field was left or a save tried), shows the server's own field errors (e.g. a
 * slug conflict), warns before leaving unsaved changes, and saves.
 */
export function useResourceForm<
  V extends FieldValues,
  Item extends { id: string; updatedAt: string },
>(options: FormOptions<V, Item>): ResourceForm<V, Item> {
  const { resource, nouns, entity, empty, fromItem, toPayload, schema, describe } = options;
  // In the heading and the toast: "New company", "Saved company “…”".
  const noun = nouns.one;
  const { id } = useParams();
  const loaded = useQuery<Item>({ queryKey: [`/${resource}/${id}`], enabled: id !== undefined });
  const item = loaded.data ?? null;
  const stored = useMemo(() => (item ? fromItem(item) : undefined), [item, fromItem]);
  const form = useForm<V>({
    defaultValues: empty as DefaultValues<V>,
    // Starts over whenever the item is (re)loaded, e.g. after a publish from the bar above.
    values: stored,
    resolver: payloadResolver(schema, toPayload),
    mode: "onTouched",
    // FormScreen moves focus itself, to the summary when no field is to blame.
    shouldFocusError: false,
  });
  const [formError, setFormError] = useState<string | null>(null);
  /** Counts saves refused: each one sends focus to the first invalid field or the summary. */
  const [refusals, setRefusals] = useState(0);
  const saved = useRef(false);
  const navigate = useNavigate();
  const toast = useToast();

  const refuse = (message: string | null) => {
    setFormError(message);
    setRefusals((count) => count + 1);
  };
  const save = useMutation({
    mutationFn: (values: V) => {
      const payload = toPayload(values);
      return id ? api.put(`/${resource}/${id}`, payload) : api.post(`/${resource}`, payload);
    },
    meta: { invalidates: [`/${resource}`, "/audit", "/dashboard"] },
    onSuccess: (_saved, values) => {
      saved.current = true;
      toast.success(`Saved ${noun} “${describe(values)}”.`);
      navigate(`/admin/${resource}`);
    },
    onError: (error) => {
      const message = failureMessage(error);
      if (!message) return;
      for (const [field, text] of Object.entries(serverFieldErrors(error))) {
        form.setError(field as Path<V>, { type: "server", message: text });
      }
      refuse(message);
    },
  });
  async function submit() {
    let invalid = false;
    await form.handleSubmit(
      (values) => {
        setFormError(null);
        save.mutate(values);
      },
      () => {
        invalid = true;
      },
    )();
    // Only now are the field errors on screen, for the focus to find the first of them.
    if (invalid) refuse("Please correct the fields marked below.");
  }

  const dirty = form.formState.isDirty;
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

  const values = form.watch();
  const aside = useFormPublishing(resource, options.publication, { item, dirty }, (current) =>
    describe(fromItem(current)),
  );
  return {
    resource,
    entity,
    id,
    title: id ? `Edit ${describe(values) || noun}` : `New ${noun}`,
    aside,
    form,
    values,
    submit: () => void submit(),
    formError,
    saving: save.isPending,
    refusals,
    loading: loaded.isLoading,
    loadError: failureMessage(loaded.error),
    blocker,
    item,
    dirty,
  };
}
