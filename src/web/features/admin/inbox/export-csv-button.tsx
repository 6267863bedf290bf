import { useMutation } from "@tanstack/react-query";
import { failureMessage } from "../admin-queries.tsx";
import { downloadWithToken } from "./download-csv.ts";

/** "Export CSV" with a busy state and, when the download fails, a message beside the button. */
export function ExportCsvButton({ path, filename }: { path: string; filename: string }) {
  const download = useMutation({ mutationFn: () => downloadWithToken(path, filename) });
  const failure = failureMessage(download.error);
  const error = failure ? `The export failed: ${failure}` : null;

  return (
    <div className="flex flex-col items-end gap-2">
      <button
        type="button"
        onClick={() => download.mutate()}
        disabled={download.isPending}
        aria-describedby={error ? "export-error" : undefined}
        className="rounded-full bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {download.isPending ? "Exporting…" : "Export CSV"}
      </button>
      {error ? (
        <p id="export-error" role="alert" className="max-w-sm text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
