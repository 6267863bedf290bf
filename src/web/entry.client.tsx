import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadDocumentMessages } from "./i18n/page-messages.tsx";

// React hydrates the page once its words are here: the server rendered them, and the browser's
// code must render the same. Without them the page stays as the server sent it: its links and
// forms still work, as they do without JavaScript.
loadDocumentMessages().then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error("The page's words did not load; it stays as sent.", error),
);
