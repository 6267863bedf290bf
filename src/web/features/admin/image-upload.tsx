import { useId, useState } from "react";
import { ApiError, describeError, storedToken } from "../../lib/api-client.ts";

type ImageUploadProps = {
  label: string;
  name?: string;
  value: string;
  onChange: (url: string) => void;
  kind: "logo" | "cover" | "event" | "thumbnail";
  error?: string;
};

/** Sends one image to /api/uploads with a progress bar (fetch cannot report upload progress). */
function upload(file: File, kind: string, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/uploads?kind=${kind}`);
    const token = storedToken();
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      request.status === 201
        ? resolve((request.response as { url: string }).url)
        : reject(new ApiError(request.status, request.response));
    request.onerror = () => reject(new TypeError("network"));
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}

/** Uploads the chosen image at once; the form keeps only its address. */
export function ImageUpload({ label, name, value, onChange, kind, error }: ImageUploadProps) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setFailure(null);
    if (file.size > 5 * 1024 * 1024) {
      setFailure("The image is larger than 5 MB; choose a smaller one.");
      return;
    }
    setProgress(0);
    try {
      onChange(await upload(file, kind, setProgress));
    } catch (problem) {
      setFailure(describeError(problem));
    } finally {
      setProgress(null);
    }
  }

  const message = failure ?? error;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-4">
        {value ? (
          <img
            src={value}
            alt={`Current ${label.toLowerCase()}`}
            className="h-20 w-auto max-w-48 rounded border border-gray-200 bg-white object-contain"
          />
        ) : (
          <span className="flex h-20 w-32 items-center justify-center rounded border border-dashed border-gray-400 text-sm text-muted">
            No image
          </span>
        )}
        <div className="flex flex-col gap-2">
          <input
            id={id}
            name={name}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/svg+xml"
            aria-describedby={`${id}-hint${message ? ` ${id}-error` : ""}`}
            onChange={(event) => void onFile(event.target.files?.[0])}
            className="text-sm"
          />
          {value ? (
            <button
              type="button"
              onClick={() => onChange("")}
              className="self-start text-sm font-semibold text-red-700 underline"
            >
              Remove image
            </button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        PNG, JPEG, WebP or SVG up to 5 MB; it is resized and stored as WebP.
      </p>
      {progress !== null ? (
        <progress
          max={100}
          value={progress}
          className="mt-2 w-full"
          aria-label={`Uploading ${label.toLowerCase()}`}
        >
          {progress}%
        </progress>
      ) : null}
      {message ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
