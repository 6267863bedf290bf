import { useState } from "react";
import { describeError } from "../../../lib/api-client.ts";
import { useSessionExpiry } from "../use-api.ts";
import { downloadWithToken } from "./download-csv.ts";

/** "Export CSV" with a busy state and, when the download fails, a message beside the button. */
export function ExportCsvButton({ path, filename }: { path: string; filename: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onExpired = useSessionExpiry();

  async function exportFile() {
    setBusy(true);
    setError(null);
    try {
      await downloadWithToken(path, filename);
    } catch (failure) {
      if (!onExpired(failure)) setError(`The export failed: ${describeError(failure)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-end gap-2">
      <button
        type="button"
        onClick={() => void exportFile()}
        disabled={busy}
        aria-describedby={error ? "export-error" : undefined}
        className="rounded-full bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {busy ? "Exporting…" : "Export CSV"}
      </button>
      {error ? (
        <p id="export-error" role="alert" className="max-w-sm text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
