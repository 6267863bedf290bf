import type { FormEvent, ReactNode, Ref } from "react";
import { type NavigateOptions, useLocation, useNavigate } from "react-router";
import { useLocalize } from "../../i18n/locale-provider.tsx";

type SearchFormProps = {
  /** The search landmark's name: "Search jobs". */
  label: string;
  /** Where the browser sends the GET form without JavaScript: a site path, in English. */
  action: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  className: string;
  children: ReactNode;
  formRef?: Ref<HTMLFormElement>;
};

/** A search landmark around a GET form: it works without JavaScript, `onSubmit` takes over with it. */
export function SearchForm({
  label,
  action,
  onSubmit,
  className,
  children,
  formRef,
}: SearchFormProps) {
  const localize = useLocalize();
  return (
    <search aria-label={label}>
      <form
        ref={formRef}
        method="get"
        action={localize(action)}
        onSubmit={onSubmit}
        className={className}
      >
        {children}
      </form>
    </search>
  );
}

/** The submit button of a filter form. */
export function SearchButton({ children }: { children: ReactNode }) {
  return (
    <button
      type="submit"
      className="min-h-11 rounded-md bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800"
    >
      {children}
    </button>
  );
}

/**
 * Navigates to a search's results (`href` in English, `/jobs?q=nurse`; the page's language is
 * kept). Searching again for what is shown replaces the entry instead of adding a duplicate: one
 * history entry per search.
 */
export function useSearchNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  const localize = useLocalize();
  return (href: string, options: NavigateOptions = {}) => {
    const to = localize(href);
    return navigate(to, { ...options, replace: to === `${location.pathname}${location.search}` });
  };
}
