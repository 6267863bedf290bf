import { ApiError, storedToken } from "../../../lib/api-client.ts";

/**
 * Saves an admin-only file. A plain link cannot send the bearer token, so the file is fetched
 * with it and handed to the browser through a temporary object URL and <a download>.
 */
export async function downloadWithToken(path: string, filename: string): Promise<void> {
  const token = storedToken();
  const response = await fetch(`/api${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    cache: "no-store",
  });
  if (!response.ok) {
    const isJson = response.headers.get("content-type")?.includes("json");
    const body: unknown = isJson ? await response.json().catch(() => null) : null;
    throw new ApiError(response.status, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a moment later is safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
